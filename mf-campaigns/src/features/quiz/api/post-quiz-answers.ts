import type { postQuizAnswers as contract } from '@survey/contract';
import { defineCall, useCall } from '@survey/shared';

export const postQuizAnswers = defineCall<typeof contract>('POST', '/v1/quiz/answers', { loading: '交卷中...' });

export const useSubmitQuiz = () => useCall(postQuizAnswers);
