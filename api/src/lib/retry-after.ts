import type { RetryAfter } from '@survey/contract';

/** The wait until `at` (epoch ms) as a send's `retryAfter`: whole seconds rounded up, never 0 while refused. */
export const secondsUntil = (at: number, now: number): RetryAfter => ({ retryAfter: Math.max(1, Math.ceil((at - now) / 1000)) });
