// The one way an area calls the API: one file per call, typed from the contract.
//   import type { getAccount as contract } from '@survey/contract';
//   export const getAccount = bindCall<typeof contract>('GET', '/v1/users/account');
// Method and path are checked against the contract at compile time; the input and the answer
// take their types from it. The contract is imported type-only: no schema code reaches the browser.
import type { CallBody, CallDefinition, CallOtherData, CallParams, CallQuery, CallResponse } from '@survey/contract';
import type { ApiEnvelope, HttpClient, RequestOptions } from '../platform-contract';
import { fillPath } from './path-template';

type Fields<T> = [T] extends [undefined] ? object : T;
/** What the caller gives: path params plus the query (GET) or the body (POST). */
export type CallInput<C extends CallDefinition> = Fields<CallParams<C>> &
  (C['method'] extends 'GET' ? Fields<CallQuery<C>> : Fields<CallBody<C>>);

type Args<C extends CallDefinition> =
  object extends CallInput<C> ? [input?: CallInput<C>, options?: RequestOptions] : [input: CallInput<C>, options?: RequestOptions];

export interface CallOptions<C extends CallDefinition> extends Pick<RequestOptions, 'loading' | 'process' | 'inlineErrors'> {
  /**
   * Turns the input into what is sent, e.g. `encryptOnSend(['mobile', 'code'])`: encryption
   * lives in the call, never in a component. May return a promise (it may load code first).
   */
  prepare?: (input: CallInput<C>) => unknown;
}

export interface ApiCall<C extends CallDefinition> {
  /** Resolves with the answer's `data` (the member has been shown any error already). */
  (http: HttpClient, ...args: Args<C>): Promise<CallResponse<C>>;
  /** Resolves with the whole envelope, for callers that branch on another normal code (5013, 5629). */
  envelope(http: HttpClient, ...args: Args<C>): Promise<ApiEnvelope<CallResponse<C> | CallOtherData<C>>>;
  /** Blob download by the same call (discussion-group files). */
  download(http: HttpClient, ...args: Args<C>): Promise<Blob>;
  /** GET calls: starts the request a screen is about to make (HttpClient.prefetch); never throws. */
  prefetch: C['method'] extends 'GET' ? (http: HttpClient, ...args: Args<C>) => void : never;
}

export function bindCall<C extends CallDefinition>(
  method: C['method'],
  path: C['path'],
  { prepare, ...defaults }: CallOptions<C> = {},
): ApiCall<C> {
  type Built = { url: string; data: unknown; options: RequestOptions };
  /** Builds the request and sends it; a missing path parameter throws at once, before anything is sent. */
  const send = <T>(args: unknown[], request: (built: Built) => Promise<T>): Promise<T> => {
    const [input, options] = args as [CallInput<C> | undefined, RequestOptions | undefined];
    const { url, rest } = fillPath(path, input);
    const merged: RequestOptions = { ...defaults, ...options };
    const finish = (sent: unknown) =>
      request(
        method === 'GET'
          ? { url, data: undefined, options: { ...merged, params: { ...merged.params, ...(sent as object | undefined) } } }
          : { url, data: sent, options: merged },
      );
    const sent = prepare && rest !== undefined ? prepare(rest as CallInput<C>) : rest;
    // Only an async prepare (encryption loading its code) waits; every other call is sent at once.
    return sent instanceof Promise ? sent.then(finish) : finish(sent);
  };
  const call = ((http: HttpClient, ...args: unknown[]) =>
    send(args, ({ url, data, options }) =>
      method === 'GET' ? http.get(url, options) : http.post(url, data, options),
    )) as unknown as ApiCall<C>;
  call.envelope = (http, ...args) => send(args, ({ url, data, options }) => http.request({ ...options, method, url, data }));
  call.download = (http, ...args) => send(args, ({ url, data, options }) => http.download(url, { ...options, method, data }));
  const prefetch = (http: HttpClient, ...args: unknown[]) => {
    try {
      void send(args, ({ url, options }) => Promise.resolve(http.prefetch(url, options))).catch(() => undefined);
    } catch {
      /* a missing path parameter: the screen's own call reports it */
    }
  };
  if (method === 'GET') call.prefetch = prefetch as unknown as ApiCall<C>['prefetch'];
  return call;
}
