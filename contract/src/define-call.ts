import type { Static, TSchema } from '@sinclair/typebox';

export type Method = 'GET' | 'POST';

/**
 * Who may make a call: `true` needs `Authorization: Bearer <token>` (401 without); `false` is public and the API
 * never reads a member for it; `'optional'` is public but answers a signed-in member with their own state (an
 * expired token reads as a visitor); `'operator'` needs `Authorization: Bearer <HEALTH_READ_TOKEN>`, the
 * operators' token the release tools send (401 without; open in demo mode, whose operator view is public),
 * and never reads a member.
 */
export type Auth = boolean | 'optional' | 'operator';

/** The schemas of one call. `response` is the envelope's `data` on success (code 200). */
export interface CallSchemas {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: TSchema;
}

/** Normal answers other than 200 that carry data: code → data schema. */
export type OtherCodes = Record<number, TSchema>;

export interface CallDefinition<
  M extends Method = Method,
  P extends string = string,
  S extends CallSchemas = CallSchemas,
  O extends OtherCodes = OtherCodes,
  A extends Auth = Auth,
> {
  method: M;
  /** Path under `/api`, with `:name` placeholders for params. */
  path: P;
  /** One line in Chinese for the reference at /api/docs. */
  summary: string;
  /** Groups the call in /api/docs (auth, account, content, oss, …). */
  tag: string;
  /** Who may make it (see `Auth`); the API authenticates from it, its handlers never do. */
  auth: A;
  /** Normal answers other than 200 that carry data (e.g. 5013 while a QR code waits): code → data schema. */
  otherCodes?: O;
  /** Not a JSON envelope call (file upload or download); documented, validated by its handler. */
  raw?: boolean;
  /** The request body's media type when it is not JSON (the OSS upload's multipart/form-data). */
  consumes?: string;
  schemas: S;
}

/**
 * Declares one call of the API, once. The API validates and serializes from it; the front end imports it
 * type-only (`import type { getAccount } from '@survey/contract'`), so the browser gets no schema code.
 */
export function defineCall<
  const M extends Method,
  const P extends string,
  const S extends CallSchemas,
  const O extends OtherCodes = Record<never, TSchema>,
  const A extends Auth = Auth,
>(definition: CallDefinition<M, P, S, O, A>): CallDefinition<M, P, S, O, A> {
  return definition;
}

type StaticOf<T> = T extends TSchema ? Static<T> : undefined;

export type CallResponse<C extends CallDefinition> = Static<C['schemas']['response']>;
export type CallBody<C extends CallDefinition> = StaticOf<C['schemas']['body']>;
export type CallQuery<C extends CallDefinition> = StaticOf<C['schemas']['querystring']>;
export type CallParams<C extends CallDefinition> = StaticOf<C['schemas']['params']>;
/** Data of the other normal answers, by code. */
export type CallOtherData<C extends CallDefinition> =
  C extends CallDefinition<Method, string, CallSchemas, infer O> ? (O[keyof O] extends TSchema ? Static<O[keyof O]> : never) : never;
