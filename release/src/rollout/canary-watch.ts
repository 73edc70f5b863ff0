// The canary watch: while an area has a canary, compare its health with the live version's over
// the canary's lifetime and end it (history `auto-rollback`, with the figures) when the rule says
// it is clearly worse. Runs inside the site server and the registry service (and `release watch`
// for static set-ups); several watchers over one registry are safe, as ending a canary takes the
// registry lock and does nothing when the canary is already gone.
import { context } from '../registry/context';
import { lockedAsync } from '../registry/lock';
import { readManifest } from '../registry/layout';
import { type Rule, AUTO_ROLLBACK_RULE, judgeCanary } from './auto-rollback-rule';
import { endCanary } from './canary';
import { fetchHealth } from './health-client';
import { alertRollback } from './rollback-alert';

export interface CanaryWatchOptions {
  registry: string;
  /** Platform API origin (http://host:port), asked for health. */
  api: string;
  /** The operators' token for the health summary; default HEALTH_READ_TOKEN (or its _FILE) from the environment. */
  token?: string;
  /** Default 10 s: a bad canary ends within a minute of its first failures. */
  intervalMs?: number;
  rule?: Rule;
  log?: (line: string) => void;
}

export interface CanaryWatch {
  /** One round now (tests, and the first round at start). */
  check(): Promise<string[]>;
  stop(): void;
}

export const AUTO_ROLLBACK_USER = 'canary-watch';

export function startCanaryWatch(options: CanaryWatchOptions): CanaryWatch {
  const log = options.log ?? ((line: string) => console.log(line));
  const rule = options.rule ?? AUTO_ROLLBACK_RULE;
  let running: Promise<string[]> | null = null;
  let apiDown = false;

  async function round(): Promise<string[]> {
    const ended: string[] = [];
    let manifest;
    try {
      manifest = readManifest(options.registry);
    } catch {
      return ended; // a damaged manifest is the operator's to see in `release status`
    }
    for (const area of manifest?.areas ?? []) {
      const canary = area.canary;
      if (!canary) continue;
      // The API does not know the canary: naming it counts that version only from devices in its bucket.
      const query = { area: area.area, since: canary.since, canary: canary.version, canaryPercent: canary.percent };
      const health = await fetchHealth(options.api, query, { token: options.token });
      if (!health) {
        if (!apiDown)
          log(
            `canary watch: no health from ${options.api} (down, or refusing a HEALTH_READ_TOKEN that is not the API's); ${area.area} ${canary.version} stays at ${canary.percent}%`,
          );
        apiDown = true;
        continue;
      }
      apiDown = false;
      const find = (version: string) => health.versions.find((v) => v.area === area.area && v.version === version);
      const verdict = judgeCanary(find(canary.version), find(area.version), rule);
      if (!verdict.rollback) continue;
      const note = `canary ${canary.version} at ${canary.percent}% ended: ${verdict.reason}`;
      // The verdict is about this canary: a canary replaced meanwhile is left alone. The lock is
      // waited for with timers, so the server running the watch keeps answering meanwhile.
      const ctx = context({ registry: options.registry, user: AUTO_ROLLBACK_USER, log });
      const done = await lockedAsync(ctx, `auto-rollback ${area.area}`, {}, () =>
        endCanary(options.registry, area.area, { action: 'auto-rollback', user: AUTO_ROLLBACK_USER, note, version: canary.version }),
      );
      if (done) {
        // The alert's line is the log's one line about it.
        void alertRollback(
          { area: area.area, from: canary.version, to: area.version, reason: note, by: AUTO_ROLLBACK_USER, at: new Date().toISOString() },
          { log },
        );
        ended.push(area.area);
      }
    }
    return ended;
  }

  const check = () => {
    // One round at a time: a slow API must not stack rounds up.
    running ??= round().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void check().catch((err) => log(`canary watch: ${(err as Error).message}`)), options.intervalMs ?? 10000);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}
