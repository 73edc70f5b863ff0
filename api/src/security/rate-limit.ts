/**
 * Counts failures per key (e.g. wrong passwords per mobile) in a sliding window. Kept in memory:
 * the reference API is one process, and a restart forgetting the count is acceptable.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: { max: number; windowMs: number; now: () => number }) {}

  private recent(key: string): number[] {
    const since = this.options.now() - this.options.windowMs;
    return (this.failures.get(key) ?? []).filter((t) => t > since);
  }

  /** Whether `key` has used up its failures for now. */
  blocked(key: string): boolean {
    return this.recent(key).length >= this.options.max;
  }

  fail(key: string): void {
    this.failures.set(key, [...this.recent(key), this.options.now()]);
  }

  /** After a success the count starts again. */
  clear(key: string): void {
    this.failures.delete(key);
  }
}
