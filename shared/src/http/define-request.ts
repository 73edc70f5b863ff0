// Typed call helpers, so an area's API file is one line per call:
//   export const getPoll = defineGet<{ id: number }, Poll>('/v1/polls/:id');
//   const poll = await getPoll(platform.http, { id: 3 });
import type { HttpClient, RequestOptions } from '../platform/contract';
import { fillPath } from './path-template';

type Call<TInput, TData> = undefined extends TInput
  ? (http: HttpClient, input?: TInput, options?: RequestOptions) => Promise<TData>
  : (http: HttpClient, input: TInput, options?: RequestOptions) => Promise<TData>;

/** GET; path placeholders come from params, the other params become the query. */
export function defineGet<TParams = void, TData = unknown>(path: string): Call<TParams, TData> {
  return ((http: HttpClient, params?: TParams, options?: RequestOptions) => {
    const { url, rest } = fillPath(path, params);
    return http.get<TData>(url, { ...options, params: { ...options?.params, ...(rest as object | undefined) } });
  }) as Call<TParams, TData>;
}

/** POST; path placeholders come from the body, the other fields stay the body. */
export function definePost<TBody = void, TData = unknown>(path: string): Call<TBody, TData> {
  return ((http: HttpClient, body?: TBody, options?: RequestOptions) => {
    const { url, rest } = fillPath(path, body);
    return http.post<TData>(url, rest, options);
  }) as Call<TBody, TData>;
}

/** Blob download by GET (discussion-group files). */
export function defineDownload<TParams = void>(path: string): Call<TParams, Blob> {
  return ((http: HttpClient, params?: TParams, options?: RequestOptions) => {
    const { url, rest } = fillPath(path, params);
    return http.download(url, { ...options, params: { ...options?.params, ...(rest as object | undefined) } });
  }) as Call<TParams, Blob>;
}
