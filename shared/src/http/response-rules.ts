// The error catalogue of spec section 8 as one pure function, so every rule is testable on
// its own and the client only acts on the verdict.
import {
  NETWORK_ERROR_TEXT,
  NORMAL_RESULT_CODES,
  ResponseCode,
  SILENT_CODES,
} from './constants';

export type Verdict =
  /** Resolve with the body (codes absent, 200, 5629, 5013). */
  | { kind: 'ok' }
  /** Clear the token and go to the (group) login. */
  | { kind: 'unauthorized' }
  /** Reject; `message` is what the member is shown, null for a silent rejection. */
  | { kind: 'reject'; message: string | null };

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
}

export function judgeResponse(facts: ResponseFacts): Verdict {
  const { status, code, process } = facts;
  // Process calls (survey hand-offs and callbacks, often on public pages) never show
  // anything and never redirect: the screen that made them decides what happens.
  if (process || facts.canceled) {
    return status === 200 && isSuccessCode(code) ? { kind: 'ok' } : { kind: 'reject', message: null };
  }
  if (status === ResponseCode.UNAUTHORIZED || code === ResponseCode.UNAUTHORIZED) return { kind: 'unauthorized' };
  if (status !== 200) {
    return { kind: 'reject', message: code === ResponseCode.NO_NETWORK_MESSAGE_10014 ? null : NETWORK_ERROR_TEXT };
  }
  if (isSuccessCode(code)) return { kind: 'ok' };
  if (SILENT_CODES.includes(code!) || code === ResponseCode.NO_MESSAGE_1105) return { kind: 'reject', message: null };
  // A failing envelope without a message still needs some feedback; name the code.
  return { kind: 'reject', message: facts.message || `请求失败（${code}）` };
}

/** Absent and 200 are success; 5629 and 5013 are results the caller branches on. */
export function isSuccessCode(code: number | null): boolean {
  return code === null || code === ResponseCode.OK || NORMAL_RESULT_CODES.includes(code);
}

/** Reads `code` and `message` from whatever the server sent (envelope, HTML, nothing). */
export function readEnvelopeFacts(body: unknown): { code: number | null; message: string | null } {
  if (!body || typeof body !== 'object' || body instanceof Blob) return { code: null, message: null };
  const { code, message } = body as { code?: unknown; message?: unknown };
  const numeric = typeof code === 'number' ? code : typeof code === 'string' && code.trim() !== '' && !Number.isNaN(Number(code)) ? Number(code) : null;
  return { code: numeric, message: typeof message === 'string' ? message : null };
}
