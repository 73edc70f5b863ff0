// The platform contract: everything an area may reach of what the shell owns. Areas get a
// Platform object as parcel props and read it with usePlatform(). Bump PLATFORM_API_VERSION
// on any breaking change; the release tool refuses areas built against another version.
import type { CallResponse, LoginResult, postPasswordLogin, SessionTokens, SiteConfig as ApiSiteConfig, UserInfo } from '@survey/contract';
import type { DefaultTheme } from 'styled-components';
import type { RouteDef } from './route-def';

export const PLATFORM_API_VERSION = 1;

/** One area as listed in the live manifest `/remotes.json`. */
export interface AreaRelease {
  /** Folder name, e.g. `mf-tasks`. */
  area: string;
  /** Module Federation name, e.g. `mf_tasks`. */
  federationName: string;
  version: string;
  /** URL of the version's remoteEntry.js (immutable, versioned folder). */
  entry: string;
  /** Subresource-integrity hash of the entry, `sha384-…`. */
  integrity: string;
  routes: RouteDef[];
  /** Contract version the build was made against; the shell refuses a mismatch. */
  platformApiVersion: number;
  publishedAt: string;
  /** The previous good version, tried when this one fails to load. */
  fallback?: Omit<AreaRelease, 'fallback' | 'area' | 'federationName' | 'channel' | 'previewUntil' | 'canaryRun'> | null;
  /**
   * How this browser came to get this version, when not as the version live for everyone: its
   * device is in the area's canary bucket, a signed preview link pinned it, or a signed dev link
   * points it at a developer's dev server (the shell shows a badge for the last two).
   */
  channel?: 'canary' | 'preview' | 'dev';
  /** Preview and dev: when the link's pin ends (ISO time). */
  previewUntil?: string;
  /**
   * While the area runs a canary, whichever version this browser got: the canary version, the
   * share of devices (1–99) and when it started (ISO), for the operator view (/_platform).
   */
  canaryRun?: { version: string; percent: number; since: string };
}

/** The live release manifest served at `/remotes.json` (Cache-Control: no-store). */
export interface RemotesManifest {
  schema: 1;
  platformApiVersion: number;
  /** Site-wide updating flag: every path goes to /updating. */
  updating: boolean;
  areas: AreaRelease[];
}

/** Site config as GET /v1/site/config answers it; `demo` and the RSA public key are unknown until the API has answered. */
export type SiteConfig = Omit<ApiSiteConfig, 'demo' | 'rsaPublicKey'> & Partial<Pick<ApiSiteConfig, 'demo' | 'rsaPublicKey'>>;

/** User info fields read by the client (spec section 3), as the API contract declares them. */
export type { UserInfo };

type GroupSignIn = CallResponse<typeof postPasswordLogin>;
/** The member as the discussion group knows them (password sign-in with a task hash). */
export type TopicUserInfo = NonNullable<GroupSignIn['topicUser']>;

/** Discussion-group context kept by password login with a task hash (spec section 4). */
export interface TopicContext {
  taskId: number | null;
  taskHashId: string | null;
  role: number | null;
}

export type TokenSet = SessionTokens;

export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  expired: number | null;
  user: UserInfo | null;
  /**
   * When `user` was last had from the server in this page (ms): a read, a sign-in's answer, a
   * balance a call answered with. null: only the copy stored by an earlier visit, maybe stale.
   */
  userReadAt: number | null;
  topicUser: TopicUserInfo | null;
  topic: TopicContext;
  /** sha1 hex, generated once and stored. */
  deviceId: string;
}

/**
 * A sign-in as the session takes it: the contract's `LoginResult` (`data` of the login calls), with
 * the discussion-group sign-in's context when there is one.
 */
export type SessionSignIn = LoginResult & Partial<Pick<GroupSignIn, 'topicUser' | 'taskId' | 'role'>>;

export type LoginMethod = 'sms' | 'password' | 'qrcode' | 'sns' | 'register' | 'invite';

export interface SessionService {
  getState(): SessionState;
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  isLoggedIn(): boolean;
  /**
   * Stores the tokens of a sign-in. Password login with `taskHashId` keeps the topic
   * context; every other way (and SMS login always) clears it.
   */
  login(result: SessionSignIn, how: { method: LoginMethod; taskHashId?: string }): void;
  setTokens(tokens: TokenSet): void;
  setUser(user: UserInfo | null): void;
  setTopicUser(user: TopicUserInfo | null): void;
  clearToken(): void;
  /** Re-reads the token cookies, which another tab may have refreshed or cleared since. */
  syncTokens(): void;
  /**
   * Clears local storage except the money-making flag, empties token and user, then goes where
   * the signed-out rule sends a member from `from` (signedOutPath): the sign-in page without a
   * way back when no page is given, a group's login for one of its pages.
   */
  logout(from?: string): void;
  /**
   * Fetches user info and reloads the cookie token into the store. During navigation a
   * failure logs the member out and reloads the page.
   */
  refreshUser(options?: { duringNavigation?: boolean }): Promise<UserInfo | null>;
}

export interface RequestOptions {
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Process calls: no cache-busting timestamp, any error rejected silently. */
  process?: boolean;
  /** Show the loading overlay while this request runs (text, or true for 加载中...). */
  loading?: boolean | string;
  /**
   * Failures the screen shows itself, so they are rejected as usual but not also toasted (the member reads
   * each once, where it is): envelope codes, e.g. 1003 under a password field, or `true` for every refusal
   * and every unanswered request, for a screen whose whole content is the outcome (a result card with 重试).
   * A 401 still signs out.
   */
  inlineErrors?: true | readonly number[];
  signal?: AbortSignal;
  timeout?: number;
}

export interface ApiEnvelope<T> {
  code: number;
  message: string;
  data: T;
}

/** Rejection of a failed call; the member has already been shown what happened. */
export interface ApiError extends Error {
  code: number | null;
  status: number | null;
  /** True when no message was shown (1060, 1049, 1105, process calls, 10014). */
  silent: boolean;
  /** Seconds the server asked to wait before trying again (`data.retryAfter` of a 1004), when it said. */
  retryAfter?: number;
}

export interface HttpClient {
  /** Resolves with `data` of the envelope (also for codes 5629 and 5013). */
  get<T>(url: string, options?: RequestOptions): Promise<T>;
  /**
   * Starts the GET a screen is about to make (no message, no overlay): that screen's `get` of
   * the same URL and params within a few seconds takes the answer instead of asking again.
   */
  prefetch(url: string, options?: RequestOptions): void;
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** Resolves with the whole envelope, for callers that branch on 5629/5013. */
  request<T>(config: RequestOptions & { method: 'GET' | 'POST'; url: string; data?: unknown }): Promise<ApiEnvelope<T>>;
  /** Blob download (discussion-group files). */
  download(url: string, options?: RequestOptions & { method?: 'GET' | 'POST'; data?: unknown }): Promise<Blob>;
  /**
   * Keeps answers a pre-rendered page was drawn with (the site server asked them signed out), as
   * a visitor's GETs of the same URL and params: each serves one request within about 15 s.
   */
  seed(answers: readonly SeededAnswer[]): void;
  /**
   * The seeded answer of this GET, synchronously (a first render draws it without a request),
   * taken: the next request of it asks the API. Null when none is waiting.
   */
  takeSeeded<T>(url: string, options?: RequestOptions): { data: T } | null;
  /** Whether any seeded answer is waiting (a render has nothing to look up otherwise). */
  hasSeeded(): boolean;
}

/** A GET's answer (the envelope's `data`) the site server inlined into a pre-rendered page. */
export interface SeededAnswer {
  url: string;
  params?: Record<string, unknown>;
  data: unknown;
}

export type MessageType = 'info' | 'warning' | 'error' | 'success';
export interface Message {
  id: number;
  type: MessageType;
  text: string;
}
export interface Notifier {
  /** Shows a message for 2000 ms; with dedupe, nothing while the same one is visible. */
  show(type: MessageType, text: string, options?: { dedupe?: boolean; duration?: number }): void;
  info(text: string, options?: { dedupe?: boolean }): void;
  warning(text: string, options?: { dedupe?: boolean }): void;
  error(text: string, options?: { dedupe?: boolean }): void;
  success(text: string, options?: { dedupe?: boolean }): void;
  getMessages(): Message[];
  subscribe(listener: () => void): () => void;
}

export interface LoadingState {
  visible: boolean;
  text: string;
}
/** Reference-counted loading overlay: shown on the first start, hidden when all stopped. */
export interface LoadingService {
  start(text?: string): void;
  stop(): void;
  getState(): LoadingState;
  subscribe(listener: () => void): () => void;
}

export interface PlatformEnv {
  /** Demo mode of the reference API (dev inbox, stand-in providers, operator view). */
  demo: boolean;
  /** 1 mobile, 2 desktop, 3 tablet. */
  deviceType: 1 | 2 | 3;
  isMobile: boolean;
}

export interface Platform {
  apiVersion: number;
  http: HttpClient;
  session: SessionService;
  /** Cross-area navigation; every router follows through single-spa's history patch. */
  navigate(to: string, options?: { replace?: boolean }): void;
  notify: Notifier;
  loading: LoadingService;
  site: SiteConfig;
  /** The site theme (shared/src/ui/theme.ts types styled-components' DefaultTheme as it). */
  theme: DefaultTheme;
  env: PlatformEnv;
}

/** Markers of an assembled page: release/src/pages writes them into index.html, the shell reads them. */
export const PAGE_MARKERS = {
  /** `<script type="application/json">` holding the live manifest. */
  manifestElementId: 'survey-manifest',
  /** `<script type="application/json">` holding the site config. */
  siteConfigElementId: 'survey-site-config',
  /**
   * `<script type="application/json">` holding a pre-rendered page's preload hints ({ href,
   * integrity }[]): the shell asks for them once the markup is painted, not during its first layout.
   */
  preloadHintsElementId: 'survey-preload-hints',
  /**
   * `<script type="application/json">` holding the public GET answers a pre-rendered page was
   * drawn with (SeededAnswer[]): the shell seeds its HTTP client with them before hydrating.
   */
  seededAnswersElementId: 'survey-seeded-answers',
  /** Attribute of #root: the path the server rendered its markup for. */
  prerenderedPath: 'data-prerendered-path',
  /** Attribute of the area slot holding pre-rendered markup; its value is the area. */
  prerenderedArea: 'data-prerendered',
} as const;

/**
 * Per-request release choice (canary buckets, QA previews): the cookies the site server and the
 * registry origin read, and the preview paths they answer. The device cookie holds the spec's
 * device id; the server mints one on a first visit and the shell keeps it equal to the stored id.
 */
export const ROLLOUT = {
  deviceCookie: 'DEVICE_ID',
  /** HttpOnly; a signed `<payload>.<signature>` naming one area version and its end time. */
  previewCookie: 'SURVEY_PREVIEW',
  /** `/_preview/<token>` pins the preview in this browser and goes to the area's first page. */
  previewPrefix: '/_preview/',
  /** Clears the pin and goes home. */
  previewExit: '/_preview/exit',
} as const;
