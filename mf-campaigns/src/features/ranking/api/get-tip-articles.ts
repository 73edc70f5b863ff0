import type { getTipArticles as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getTipArticles = defineCall<typeof contract>('GET', '/v1/ranking/articles');

export const useTipArticles = () => useRequest((http) => getTipArticles(http), []);
