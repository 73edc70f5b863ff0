// The one rejection type of the HTTP client (contract `ApiError`). A class, so callers can
// tell our failures from programming errors with `instanceof` or `isApiError`.
import type { ApiError } from '../platform-contract';

export class HttpApiError extends Error implements ApiError {
  readonly code: number | null;
  readonly status: number | null;
  readonly silent: boolean;
  /** The server gave no verdict (no answer, a timeout, HTTP 5xx or another status): asking again may work. */
  readonly retryable: boolean;
  readonly retryAfter?: number;

  constructor(
    message: string,
    details: { code?: number | null; status?: number | null; silent: boolean; retryable?: boolean; retryAfter?: number },
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = details.code ?? null;
    this.status = details.status ?? null;
    this.silent = details.silent;
    this.retryable = details.retryable ?? false;
    if (details.retryAfter !== undefined) this.retryAfter = details.retryAfter;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof HttpApiError;
}

/** True when a request failed before the server judged it, so a 重试 may succeed (see HttpApiError). */
export function isRetryable(value: unknown): boolean {
  return value instanceof HttpApiError && value.retryable;
}
