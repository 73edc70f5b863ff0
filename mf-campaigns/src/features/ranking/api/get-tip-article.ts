import type { getTipArticle as contract } from '@survey/contract';
import { bindCall, useRequest } from '@survey/shared';

export const getTipArticle = bindCall<typeof contract>('GET', '/v1/ranking/articles/:id');

export const useTipArticle = (id: number) => useRequest((http) => getTipArticle(http, { id }), [id], { enabled: id > 0 });
