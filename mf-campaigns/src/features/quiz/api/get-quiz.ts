import type { getQuiz as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getQuiz = bindCall<typeof contract>('GET', '/v1/quiz');

/** The questions (never their answers). */
export const useQuiz = () => useRequest((http) => getQuiz(http), []);
