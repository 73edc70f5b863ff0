// A fixed-rate (open-loop) driver: request i is due at start + i / rate whether or not earlier ones
// have answered, and its latency counts from that moment — a slow answer delays nobody's clock, so
// queueing shows in the percentiles instead of hiding in a lower rate (no coordinated omission).

export interface Outcome {
  ok: boolean;
  /** What a failed answer said (HTTP status, envelope code and message), for the report's samples. */
  detail?: string;
}

export interface Figures {
  requests: number;
  /** Answers per second over the run (until the last one came back). */
  throughput: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  samples: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

/** Sends `send(i)` `rate` times a second for `seconds` and measures every answer. */
export async function openLoop(rate: number, seconds: number, send: (i: number) => Promise<Outcome>): Promise<Figures> {
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const samples: string[] = [];
  let errors = 0;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    inFlight.push(
      send(i).then(
        (o) => {
          latencies.push(performance.now() - due);
          if (o.ok) return;
          errors += 1;
          if (samples.length < 3 && o.detail) samples.push(o.detail);
        },
        (err: unknown) => {
          latencies.push(performance.now() - due);
          errors += 1;
          if (samples.length < 3) samples.push(err instanceof Error ? err.message : String(err));
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: total,
    throughput: Math.round(total / elapsed),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    errors,
    samples,
  };
}
