// An in-memory API behind an axios adapter: the real client, session and notifier run
// against it, so area tests exercise the true envelope and error rules.
import axios, { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | '*';

export interface TestRequest {
  method: string;
  /** Path without `/api` and without the query, e.g. `/v1/polls/3`. */
  path: string;
  /** Query params without the `_t` cache-buster. */
  params: Record<string, unknown>;
  /** Parsed JSON body, the FormData as sent, or undefined. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- handlers read fields the test itself posted
  body: any;
  headers: Record<string, string>;
  /** `:name` segments of a string route. */
  pathParams: Record<string, string>;
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

/** Returned from a handler to choose the code/status of this one answer. */
export class Reply {
  constructor(
    readonly data: unknown,
    readonly options: ReplyOptions = {},
  ) {}
}
export const reply = (data: unknown, options?: ReplyOptions): Reply => new Reply(data, options);

export type Handler = (request: TestRequest) => unknown | Promise<unknown>;

/** The handler of a dropped route: the adapter throws a network error instead of answering. */
const NO_ANSWER: Handler = () => undefined;

interface Route {
  method: string;
  matcher: string | RegExp;
  handler: Handler;
  options: ReplyOptions;
}

export interface TestServer {
  /**
   * Answers `method path` with `{ code, message, data }`; later routes win over earlier ones.
   * A function is a handler called with the request; it may return `reply(data, options)`.
   */
  respond(method: Method, path: string | RegExp, handler: Handler, options?: ReplyOptions): TestServer;
  respond(method: Method, path: string | RegExp, data: unknown, options?: ReplyOptions): TestServer;
  /** Answers with a failing envelope (default code 500, status 200). */
  fail(method: Method, path: string | RegExp, options?: ReplyOptions): TestServer;
  /** Gives `method path` no answer, as a network failure does, until a later respond()/fail() of it. */
  drop(method: Method, path: string | RegExp): TestServer;
  /** Holds every answer to `method path` back by `ms` (works with fake timers). */
  delay(method: Method, path: string | RegExp, ms: number): TestServer;
  /** Every request received, in order. */
  readonly calls: TestRequest[];
  callsTo(method: Method, path: string | RegExp): TestRequest[];
  reset(): void;
  adapter: AxiosAdapter;
}

export function createTestServer(options: { baseURL?: string } = {}): TestServer {
  const baseURL = options.baseURL ?? '/api';
  let routes: Route[] = [];
  let delays: { method: string; matcher: string | RegExp; ms: number }[] = [];
  const calls: TestRequest[] = [];

  function matches(method: string, matcher: string | RegExp, request: { method: string; path: string }) {
    if (method !== '*' && method !== request.method) return null;
    if (matcher instanceof RegExp) return matcher.test(request.path) ? {} : null;
    if (!matcher.includes(':')) return matcher === request.path ? {} : null;
    const names: string[] = [];
    const pattern = new RegExp(
      `^${matcher.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => {
        names.push(name);
        return '([^/]+)';
      })}$`,
    );
    const found = pattern.exec(request.path);
    if (!found) return null;
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1])]));
  }

  function describe(config: InternalAxiosRequestConfig): TestRequest {
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

  const adapter: AxiosAdapter = async (config) => {
    const request = describe(config);
    calls.push(request);
    const wait = [...delays].reverse().find((entry) => matches(entry.method, entry.matcher, request));
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait.ms));

    let status = 200;
    let body: unknown;
    let route: Route | undefined;
    let pathParams: Record<string, string> | null = null;
    for (let index = routes.length - 1; index >= 0 && !route; index -= 1) {
      pathParams = matches(routes[index].method, routes[index].matcher, request);
      if (pathParams) route = routes[index];
    }
    if (route?.handler === NO_ANSWER) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    if (!route) {
      // Loud on purpose: a test that forgot a route should say which one.
      console.error(
        `[TestServer] no route for ${request.method} ${request.path} — add server.respond('${request.method}', '${request.path}', …)`,
      );
      status = 404;
      body = { code: 404, message: `No test route for ${request.method} ${request.path}`, data: null };
    } else {
      request.pathParams = pathParams ?? {};
      try {
        let data = await route.handler(request);
        let replyOptions = route.options;
        if (data instanceof Reply) {
          replyOptions = { ...replyOptions, ...data.options };
          data = data.data;
        }
        status = replyOptions.status ?? 200;
        body =
          data instanceof Blob
            ? data
            : {
                code: replyOptions.code ?? 200,
                message: replyOptions.message ?? (replyOptions.code && replyOptions.code !== 200 ? 'error' : 'success'),
                data: data ?? null,
              };
      } catch (error) {
        console.error(`[TestServer] handler for ${request.method} ${request.path} threw`, error);
        status = 500;
        body = { code: 500, message: String(error), data: null };
      }
    }
    // Blob requests get a JSON blob for envelopes, like a real server's error answer.
    if (config.responseType === 'blob' && !(body instanceof Blob)) {
      body = new Blob([JSON.stringify(body)], { type: 'application/json' });
    }
    const response: AxiosResponse = { data: body, status, statusText: String(status), headers: {}, config, request: {} };
    if (config.validateStatus && !config.validateStatus(status)) {
      throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    }
    return response;
  };

  const server: TestServer = {
    respond(method: Method, path: string | RegExp, dataOrHandler: unknown, replyOptions: ReplyOptions = {}) {
      const handler: Handler = typeof dataOrHandler === 'function' ? (dataOrHandler as Handler) : () => dataOrHandler;
      routes.push({ method: method.toUpperCase(), matcher: path, handler, options: replyOptions });
      return server;
    },
    fail(method, path, replyOptions = {}) {
      return server.respond(method, path, null, { code: 500, message: '服务器错误', ...replyOptions });
    },
    drop(method, path) {
      routes.push({ method: method.toUpperCase(), matcher: path, handler: NO_ANSWER, options: {} });
      return server;
    },
    delay(method, path, ms) {
      delays.push({ method: method.toUpperCase(), matcher: path, ms });
      return server;
    },
    calls,
    callsTo(method, path) {
      return calls.filter((call) => matches(method.toUpperCase(), path, call));
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
