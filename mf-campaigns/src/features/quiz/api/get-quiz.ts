import type { getQuiz as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getQuiz = defineCall<typeof contract>('GET', '/v1/quiz');

/** The questions (never their answers). */
export const useQuiz = () => useRequest((http) => getQuiz(http), []);
