import type { getQuestions as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getQuestions = bindCall<typeof contract>('GET', '/v1/questions');

/** The articles of one help category, in order. */
export const useQuestions = (categoryId: number) =>
  useRequest((http) => getQuestions(http, { categoryId }), [categoryId], { enabled: categoryId > 0 });
