// The HTTP status of a refusal. Command errors are ReleaseErrors with the local CLI's message;
// their status comes from what they say, so the commands stay free of HTTP.
import { ReleaseError } from '../base/release-error';
import { LockBusyError } from '../registry/lock-file';
import { AccessError } from '../registry/tokens/access';
import { UsageLimitError } from '../registry/tokens/token-usage';

export class HttpError extends ReleaseError {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const BY_MESSAGE: [RegExp, number][] = [
  [/is not published|has no published versions|no live token named|no preview link with id/, 404],
  [/already exists|refused:/, 409],
];

export function statusOf(err: unknown): number {
  if (err instanceof AccessError || err instanceof HttpError || err instanceof UsageLimitError) return err.status;
  // The registry lock stayed busy past the wait (a command on the host): try again later.
  if (err instanceof LockBusyError) return 503;
  if (err instanceof ReleaseError) return BY_MESSAGE.find(([re]) => re.test(err.message))?.[1] ?? 400;
  const status = (err as { statusCode?: number })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}

/** The status and message sent back; an internal error (500) is logged, not shown. */
export function errorReply(err: unknown, logError: (err: unknown) => void): { status: number; error: string } {
  const status = statusOf(err);
  if (status !== 500) return { status, error: (err as Error).message };
  logError(err);
  return { status, error: 'internal error of the registry service (see its log).' };
}
