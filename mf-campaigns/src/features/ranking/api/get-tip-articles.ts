import type { getTipArticles as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getTipArticles = bindCall<typeof contract>('GET', '/v1/ranking/articles');

export const useTipArticles = () => useRequest((http) => getTipArticles(http), []);
