// The one rejection type of the HTTP client (contract `ApiError`). A class, so callers can
// tell our failures from programming errors with `instanceof` or `isApiError`.
import type { ApiError } from '../platform/contract';

export class HttpApiError extends Error implements ApiError {
  readonly code: number | null;
  readonly status: number | null;
  readonly silent: boolean;

  constructor(message: string, details: { code?: number | null; status?: number | null; silent: boolean }) {
    super(message);
    this.name = 'ApiError';
    this.code = details.code ?? null;
    this.status = details.status ?? null;
    this.silent = details.silent;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof HttpApiError;
}
