// The error catalogue of spec section 8 as one pure function, so every rule is testable on
// its own and the client only acts on the verdict.
import { NORMAL_RESULT_CODES, ResponseCode, SILENT_CODES } from './constants';
import { envelopeText, transportText } from './error-text';

export type Verdict =
  /** Resolve with the body (codes absent, 200, 5629, 5013). */
  | { kind: 'ok' }
  /** Clear the token and go to the (group) login. */
  | { kind: 'unauthorized' }
  /** Reject with `message` (always Chinese, ./error-text); `silent` when the member is not shown it. */
  | { kind: 'reject'; message: string; silent: boolean };

export interface ResponseFacts {
  /** HTTP status, or null when no response arrived (network failure, timeout). */
  status: number | null;
  /** Body `code`, when the body is an envelope that has one. */
  code: number | null;
  /** Body `message`. */
  message: string | null;
  process: boolean;
  /** The caller aborted the request: nobody is waiting for a message. */
  canceled?: boolean;
  /** No answer arrived in time. */
  timedOut?: boolean;
}

export type Rejection = Extract<Verdict, { kind: 'reject' }>;

export function judgeResponse(facts: ResponseFacts): Verdict {
  const { status, code, process } = facts;
  // Process calls (survey hand-offs and callbacks, often on public pages) never show
  // anything and never redirect: the screen that made them decides what happens.
  if (process || facts.canceled) return status === 200 && isSuccessCode(code) ? { kind: 'ok' } : rejection(facts, true);
  if (status === ResponseCode.UNAUTHORIZED || code === ResponseCode.UNAUTHORIZED) return { kind: 'unauthorized' };
  if (status !== 200) return rejection(facts, code === ResponseCode.NO_NETWORK_MESSAGE_10014);
  if (isSuccessCode(code)) return { kind: 'ok' };
  // A failing envelope without a message still needs some feedback; envelopeText names the code.
  return rejection(facts, SILENT_CODES.includes(code!) || code === ResponseCode.NO_MESSAGE_1105);
}

/** A request that got no answer (network failure, timeout, abort) is always rejected. */
export function judgeNoAnswer(facts: Omit<ResponseFacts, 'status' | 'code' | 'message'>): Rejection {
  return rejection({ ...facts, status: null, code: null, message: null }, facts.process || !!facts.canceled);
}

function rejection(facts: ResponseFacts, silent: boolean): Rejection {
  const message = facts.status === 200 ? envelopeText(facts.message, facts.code) : transportText(facts);
  return { kind: 'reject', message, silent };
}

/** Absent and 200 are success; 5629 and 5013 are results the caller branches on. */
export function isSuccessCode(code: number | null): boolean {
  return code === null || code === ResponseCode.OK || NORMAL_RESULT_CODES.includes(code);
}

/** Reads `code` and `message` from whatever the server sent (envelope, HTML, nothing). */
export function readEnvelopeFacts(body: unknown): { code: number | null; message: string | null } {
  if (!body || typeof body !== 'object' || body instanceof Blob) return { code: null, message: null };
  const { code, message } = body as { code?: unknown; message?: unknown };
  const numeric =
    typeof code === 'number' ? code : typeof code === 'string' && code.trim() !== '' && !Number.isNaN(Number(code)) ? Number(code) : null;
  return { code: numeric, message: typeof message === 'string' ? message : null };
}

/** The wait a refusal names (`data.retryAfter`, whole seconds > 0), e.g. a 获取验证码 inside its 60 s. */
export function readRetryAfter(body: unknown): number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const data = (body as { data?: unknown }).data;
  const seconds = data && typeof data === 'object' ? (data as { retryAfter?: unknown }).retryAfter : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}
