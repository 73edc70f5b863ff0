import type { getTipArticle as contract } from '@survey/contract';
import { defineCall, useRequest } from '@survey/shared';

export const getTipArticle = defineCall<typeof contract>('GET', '/v1/ranking/articles/:id');

export const useTipArticle = (id: number) => useRequest((http) => getTipArticle(http, { id }), [id], { enabled: id > 0 });
