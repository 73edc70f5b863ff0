// An in-memory API behind an axios adapter: the real client, session and notifier run
// against it, so area tests exercise the true envelope and error rules. Routes are contract calls,
// so an answer a test writes is checked against the call's response type.
import axios, { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { CallBody, CallDefinition, CallOtherData, CallParams, CallQuery, CallResponse } from '@survey/contract';
import { matchCall, queryOf } from './call-route';

type Or<T, D> = [T] extends [undefined] ? D : T;

export interface TestRequest<C extends CallDefinition = CallDefinition> {
  method: string;
  /** Path without `/api` and without the query, e.g. `/v1/polls/3`. */
  path: string;
  /** Query params without the `_t` cache-buster, coerced as the API does. */
  params: Or<CallQuery<C>, Record<string, unknown>>;
  /** Parsed JSON body, the FormData as sent, or undefined. */
  body: CallBody<C>;
  headers: Record<string, string>;
  /** The call's `:name` path params, coerced as the API does. */
  pathParams: Or<CallParams<C>, Record<string, unknown>>;
  /** The URL as axios serialised it (with baseURL and `_t`), for query-format assertions. */
  url: string;
}

export interface ReplyOptions {
  /** Envelope code; default 200. */
  code?: number;
  message?: string;
  /** HTTP status; default 200. */
  status?: number;
}

export interface RouteOptions<C extends CallDefinition> extends ReplyOptions {
  /** Answers only requests with these path params (e.g. `{ provider: 'weibo' }`). */
  pathParams?: Partial<CallParams<C>>;
}

/** Returned from a handler (or given as the answer) to choose the code/status of this one answer. */
export class Reply<T = unknown> {
  constructor(
    readonly data: T,
    readonly options: ReplyOptions = {},
  ) {}
}
export const reply = <T>(data: T, options?: ReplyOptions): Reply<T> => new Reply(data, options);

/** The call's data, its other codes' data (`reply(data, { code })`), null for a failure, or a Blob for a download. */
export type Answer<C extends CallDefinition> = CallResponse<C> | Reply<CallResponse<C> | CallOtherData<C> | null> | Blob;
export type Handler<C extends CallDefinition> = (request: TestRequest<C>) => Answer<C> | Promise<Answer<C>>;

interface Route {
  call: CallDefinition;
  pathParams: Record<string, unknown>;
  /** Undefined for a dropped call: the adapter throws a network error instead of answering. */
  handler?: Handler<CallDefinition>;
  options: ReplyOptions;
}

export interface TestServer {
  /**
   * Answers `call` with `{ code, message, data }`; later routes win over earlier ones.
   * A function is a handler called with the request; it may return `reply(data, options)`.
   */
  respond<C extends CallDefinition>(call: C, answer: Answer<C> | Handler<C>, options?: RouteOptions<C>): TestServer;
  /** Answers with a failing envelope (default code 500, status 200). */
  fail<C extends CallDefinition>(call: C, options?: RouteOptions<C>): TestServer;
  /** Gives `call` no answer, as a network failure does, until a later respond()/fail() of it. */
  drop(call: CallDefinition): TestServer;
  /** Holds every answer to `call` back by `ms` (works with fake timers). */
  delay(call: CallDefinition, ms: number): TestServer;
  /** Every request received, in order. */
  readonly calls: TestRequest[];
  /** The requests of `call` (with these path params), in order. */
  callsTo<C extends CallDefinition>(call: C, pathParams?: Partial<CallParams<C>>): TestRequest<C>[];
  reset(): void;
  adapter: AxiosAdapter;
}

/** Whether `request` is `call` with (at least) these path params; its path params if so. */
function matches(call: CallDefinition, pathParams: Record<string, unknown>, request: { method: string; path: string }) {
  const found = matchCall(call, request);
  if (!found || Object.entries(pathParams).some(([name, value]) => String(found[name]) !== String(value))) return null;
  return found;
}

function describe(config: InternalAxiosRequestConfig, baseURL: string): TestRequest {
  const method = (config.method ?? 'get').toUpperCase();
  let rawUrl = config.url ?? '';
  if (rawUrl.startsWith(baseURL)) rawUrl = rawUrl.slice(baseURL.length);
  const [path, query] = rawUrl.split('?');
  const params: Record<string, unknown> = { ...Object.fromEntries(new URLSearchParams(query ?? '')), ...config.params };
  delete params._t;
  let body: unknown = config.data;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      /* not JSON: keep the text */
    }
  }
  const headers = Object.fromEntries(
    Object.entries(config.headers?.toJSON ? config.headers.toJSON() : (config.headers ?? {})).map(([k, v]) => [k, String(v)]),
  );
  return { method, path, params, body, headers, pathParams: {}, url: axios.getUri(config) };
}

export function createTestServer(options: { baseURL?: string } = {}): TestServer {
  const baseURL = options.baseURL ?? '/api';
  let routes: Route[] = [];
  let delays: { call: CallDefinition; ms: number }[] = [];
  const calls: TestRequest[] = [];

  async function answer(request: TestRequest, config: InternalAxiosRequestConfig): Promise<{ status: number; body: unknown }> {
    let route: Route | undefined;
    let pathParams: Record<string, unknown> | null = null;
    for (let index = routes.length - 1; index >= 0 && !route; index -= 1) {
      pathParams = matches(routes[index].call, routes[index].pathParams, request);
      if (pathParams) route = routes[index];
    }
    if (!route) {
      // Loud on purpose: a test that forgot a route should say which one.
      console.error(`[TestServer] no route for ${request.method} ${request.path} — add server.respond(<its contract call>, …)`);
      return { status: 404, body: { code: 404, message: `No test route for ${request.method} ${request.path}`, data: null } };
    }
    if (!route.handler) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    request.pathParams = pathParams ?? {};
    request.params = queryOf(route.call, request.params as Record<string, unknown>);
    try {
      let data: unknown = await route.handler(request);
      let replyOptions = route.options;
      if (data instanceof Reply) {
        replyOptions = { ...replyOptions, ...data.options };
        data = data.data;
      }
      if (data instanceof Blob) return { status: replyOptions.status ?? 200, body: data };
      const code = replyOptions.code ?? 200;
      const message = replyOptions.message ?? (code !== 200 ? 'error' : 'success');
      return { status: replyOptions.status ?? 200, body: { code, message, data: data ?? null } };
    } catch (error) {
      console.error(`[TestServer] handler for ${request.method} ${request.path} threw`, error);
      return { status: 500, body: { code: 500, message: String(error), data: null } };
    }
  }

  const adapter: AxiosAdapter = async (config) => {
    const request = describe(config, baseURL);
    calls.push(request);
    const wait = [...delays].reverse().find((entry) => matchCall(entry.call, request));
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait.ms));
    const { status, body: answered } = await answer(request, config);
    // Blob requests get a JSON blob for envelopes, like a real server's error answer.
    const body =
      config.responseType === 'blob' && !(answered instanceof Blob)
        ? new Blob([JSON.stringify(answered)], { type: 'application/json' })
        : answered;
    const response: AxiosResponse = { data: body, status, statusText: String(status), headers: {}, config, request: {} };
    if (config.validateStatus && !config.validateStatus(status)) {
      throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    }
    return response;
  };

  const server: TestServer = {
    respond(call, answerOrHandler, { pathParams = {}, ...replyOptions } = {}) {
      const handler = (typeof answerOrHandler === 'function' ? answerOrHandler : () => answerOrHandler) as Handler<CallDefinition>;
      routes.push({ call, pathParams, handler, options: replyOptions });
      return server;
    },
    fail(call, { pathParams = {}, ...replyOptions } = {}) {
      routes.push({ call, pathParams, handler: () => null, options: { code: 500, message: '服务器错误', ...replyOptions } });
      return server;
    },
    drop(call) {
      routes.push({ call, pathParams: {}, options: {} });
      return server;
    },
    delay(call, ms) {
      delays.push({ call, ms });
      return server;
    },
    calls,
    callsTo(call, pathParams = {}) {
      return calls.filter((request) => matches(call, pathParams, request)) as never;
    },
    reset() {
      routes = [];
      delays = [];
      calls.length = 0;
    },
    adapter,
  };
  return server;
}
