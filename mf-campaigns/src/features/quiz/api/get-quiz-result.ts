import type { getQuizResult as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getQuizResult = bindCall<typeof contract>('GET', '/v1/quiz/result');

/** A shared result, by its id from the link. */
export const useQuizResult = (id: string) => useRequest((http) => getQuizResult(http, { id }), [id], { enabled: id !== '' });
