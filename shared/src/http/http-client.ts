// The one HTTP client of the site (spec sections 7 and 8) on ONE axios instance: `/api`
// prefix, cache-busting timestamp, client headers, bearer token, single-flight refresh,
// 401 handling, the error catalogue, the loading overlay, early answers (./early-answers) and
// answers seeded by a pre-rendered page (./seeded-answers).
import axios, { type AxiosAdapter, type AxiosInstance, type AxiosResponse, type ResponseType } from 'axios';
import {
  signedOutPath,
  type ApiEnvelope,
  type HttpClient,
  type LoadingService,
  type Notifier,
  type RequestOptions,
  type RouteDef,
  type SessionService,
  type TokenSet,
} from '../platform-contract';
import { HttpApiError } from './api-error';
import { API_BASE_URL, CLIENT_TYPE, CLIENT_VERSION, ERROR_MESSAGE_DURATION_MS, TOKEN_REFRESH_PATH } from './constants';
import { detectDeviceType, type DeviceType } from './device-type';
import { createEarlyAnswers, requestKey } from './early-answers';
import { ErrorText } from './error-text';
import { judgeNoAnswer, judgeResponse, readEnvelopeFacts, readRetryAfter, type Rejection } from './response-rules';
import { createSeededAnswers } from './seeded-answers';
import { createTokenRefresher } from './token-refresher';

export interface HttpClientOptions {
  baseURL?: string;
  session: SessionService;
  notify: Notifier;
  loading: LoadingService;
  deviceType?: DeviceType;
  /** The site's route table: a 401 sends the member where the signed-out rule says (signedOutPath). */
  routes?: readonly RouteDef[];
  /** The page the member is on (path and query); the browser's address by default. */
  currentPath?: () => string;
  /** Called after a 401 cleared the token, with the signed-out rule's answer for the current page. */
  onUnauthorized(redirectTo: string): void;
  /** Called after a failed token refresh (reloads the page in the browser). */
  reload(): void;
  /** Replaces the network (tests). */
  adapter?: AxiosAdapter;
  now?: () => number;
}

interface SendConfig extends RequestOptions {
  method: 'GET' | 'POST';
  url: string;
  data?: unknown;
  responseType?: ResponseType;
  /** The refresh call itself must not wait for a refresh. */
  skipRefresh?: boolean;
  /** Judged like a process call (no message, no redirect) but still cache-busted. */
  quiet?: boolean;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { session, notify, loading } = options;
  const now = options.now ?? Date.now;
  const deviceType = options.deviceType ?? detectDeviceType();
  const early = createEarlyAnswers(now);
  const seeded = createSeededAnswers(now);
  const keyOf = (url: string, requestOptions?: RequestOptions) => requestKey(url, requestOptions?.params, session.getState().token);

  const instance: AxiosInstance = axios.create({
    baseURL: options.baseURL ?? API_BASE_URL,
    // The API reads repeated keys (`a=1&a=2`), not `a[]=1`.
    paramsSerializer: { indexes: null },
    // Every status is judged by the error catalogue, not by axios.
    validateStatus: () => true,
    // The API takes a bearer token, never an XSRF cookie. Looking for one (axios asks the async
    // Cookie Store where the browser has it) held every request back to a later task: after a
    // click's whole render, for the GETs a navigation starts early.
    withXSRFToken: false,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  const refresher = createTokenRefresher({
    session,
    now,
    refresh: async (current) => {
      const response = await send<TokenSet>({
        method: 'POST',
        url: TOKEN_REFRESH_PATH,
        data: current,
        skipRefresh: true,
        // A failed refresh reloads the page; a message would only flash.
        quiet: true,
      });
      return response.data;
    },
    onFailure: () => options.reload(),
  });

  function buildHeaders(extra?: Record<string, string>): Record<string, string> {
    const headers: Record<string, string> = {
      'client-type': CLIENT_TYPE,
      version: CLIENT_VERSION,
      'device-type': String(deviceType),
      ...extra,
    };
    const { token } = session.getState();
    if (token) headers.Authorization = `Bearer ${token}`;
    return headers;
  }

  function showError(text: string): void {
    // Dedupe: twenty calls failing together must not stack twenty identical toasts.
    notify.show('error', text, { duration: ERROR_MESSAGE_DURATION_MS, dedupe: true });
  }

  function unauthorized(): void {
    const to = signedOutPath(options.routes ?? [], session.getState(), (options.currentPath ?? browserPath)());
    session.clearToken();
    options.onUnauthorized(to);
  }

  /** Sends one request and applies the catalogue; resolves with the (normalised) envelope. */
  async function send<T>(config: SendConfig): Promise<ApiEnvelope<T>> {
    const process = !!config.process;
    const quiet = process || !!config.quiet;
    // A redeemed gift must not be followed by the balance an early GET fetched before it.
    if (config.method !== 'GET') {
      early.clear();
      seeded.clear();
    }
    const showsLoading = config.loading !== undefined && config.loading !== false;
    if (showsLoading) loading.start(typeof config.loading === 'string' ? config.loading : undefined);
    try {
      const refreshing = config.skipRefresh ? null : refresher.ensureFresh();
      if (refreshing) {
        try {
          await refreshing;
        } catch {
          throw new HttpApiError(ErrorText.UNAUTHORIZED, { silent: true });
        }
      }
      let response: AxiosResponse;
      try {
        response = await instance.request({
          method: config.method,
          url: config.url,
          data: config.data,
          params: process ? config.params : { ...config.params, _t: now() },
          headers: buildHeaders(config.headers),
          signal: config.signal,
          timeout: config.timeout,
          responseType: config.responseType,
        });
      } catch (error) {
        const canceled = axios.isCancel(error);
        const timedOut = axios.isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
        throw reject(judgeNoAnswer({ process: quiet || config.inlineErrors === true, canceled, timedOut }), {
          status: null,
          code: null,
          retryable: !canceled,
        });
      }
      return await settle<T>(response, quiet, config.inlineErrors);
    } finally {
      if (showsLoading) loading.stop();
    }
  }

  async function settle<T>(response: AxiosResponse, quiet: boolean, inline: SendConfig['inlineErrors'] = []): Promise<ApiEnvelope<T>> {
    let body: unknown = response.data;
    // A blob download that failed arrives as a JSON blob: read it as the envelope it is.
    if (body instanceof Blob && /json/i.test(body.type)) {
      try {
        body = JSON.parse(await readBlobText(body));
      } catch {
        /* not JSON after all: keep the blob */
      }
    }
    const facts = readEnvelopeFacts(body);
    const judged = judgeResponse({ status: response.status, ...facts, process: quiet });
    const shownInline = judged.kind === 'reject' && (inline === true || (facts.code !== null && inline.includes(facts.code)));
    const verdict = shownInline ? { ...judged, silent: true } : judged;
    if (verdict.kind === 'ok') return normalise<T>(body, facts);
    if (verdict.kind === 'unauthorized') {
      unauthorized();
      throw new HttpApiError(ErrorText.UNAUTHORIZED, { code: facts.code, status: response.status, silent: true });
    }
    const retryAfter = readRetryAfter(body);
    throw reject(verdict, { status: response.status, code: facts.code, retryable: response.status !== 200, retryAfter });
  }

  /** The rejection for a verdict, its (Chinese) message shown unless silent. */
  function reject(
    verdict: Rejection,
    details: { status: number | null; code: number | null; retryable: boolean; retryAfter?: number },
  ): HttpApiError {
    if (!verdict.silent) showError(verdict.message);
    return new HttpApiError(verdict.message, { ...details, silent: verdict.silent });
  }

  return {
    async get<T>(url: string, requestOptions?: RequestOptions) {
      const known = seeded.take(keyOf(url, requestOptions));
      if (known) return known.data as T;
      const answer = early.take(keyOf(url, requestOptions));
      if (answer) {
        try {
          return (await answer) as T;
        } catch {
          /* the early request failed: ask again, and show this request's error */
        }
      }
      return (await send<T>({ ...requestOptions, method: 'GET', url })).data;
    },
    prefetch(url: string, requestOptions?: RequestOptions) {
      const key = keyOf(url, requestOptions);
      // The page brought this answer: the screen takes it without a request.
      if (seeded.has(key)) return;
      const ask = async () => (await send({ ...requestOptions, loading: undefined, method: 'GET', url, quiet: true })).data;
      early.start(key, ask);
    },
    async post<T>(url: string, body?: unknown, requestOptions?: RequestOptions) {
      return (await send<T>({ ...requestOptions, method: 'POST', url, data: body })).data;
    },
    request<T>(config: RequestOptions & { method: 'GET' | 'POST'; url: string; data?: unknown }) {
      return send<T>(config);
    },
    async download(url, requestOptions) {
      const envelope = await send<Blob>({ method: 'GET', ...requestOptions, url, responseType: 'blob' });
      return envelope.data;
    },
    seed(answers) {
      for (const { url, params, data } of answers) seeded.add(keyOf(url, { params }), data);
    },
    takeSeeded<T>(url: string, requestOptions?: RequestOptions) {
      return seeded.take(keyOf(url, requestOptions)) as { data: T } | null;
    },
    hasSeeded: () => seeded.any(),
  };
}

/** The address bar's path and query ('/' outside a browser, where nothing navigates). */
function browserPath(): string {
  return typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}`;
}

/** Blob#text is missing in older engines (and jsdom); FileReader works everywhere. */
function readBlobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** Success bodies become an envelope; a body without `code` is the data itself. */
function normalise<T>(body: unknown, facts: { code: number | null; message: string | null }): ApiEnvelope<T> {
  if (body instanceof Blob) return { code: 200, message: '', data: body as T };
  if (body && typeof body === 'object' && ('code' in body || 'data' in body)) {
    return { code: facts.code ?? 200, message: facts.message ?? '', data: (body as { data: T }).data };
  }
  return { code: 200, message: '', data: body as T };
}
