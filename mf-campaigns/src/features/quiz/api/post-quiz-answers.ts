import type { postQuizAnswers as contract } from '@survey/contract';
import { bindCall, useCall } from '@survey/shared';

export const postQuizAnswers = bindCall<typeof contract>('POST', '/v1/quiz/answers', { loading: '交卷中...' });

export const useSubmitQuiz = () => useCall(postQuizAnswers);
