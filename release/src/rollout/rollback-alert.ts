// Every rollback, by an operator or by the canary watch, is announced: one log line, and when
// ALERT_WEBHOOK_URL is set a POST of a small JSON body to it (a chat or paging hook). The POST is
// fire-and-forget with a short timeout: a slow or broken hook never delays or fails the rollback,
// it only logs a line saying so.

export interface RollbackAlert {
  area: string;
  /** The version rolled away from (the canary, when a canary ended). */
  from: string | null;
  /** The version live for everyone afterwards. */
  to: string | null;
  reason: string;
  /** The token, user or `canary-watch` that rolled back. */
  by: string;
  /** ISO time. */
  at: string;
}

export interface AlertOptions {
  /** Default ALERT_WEBHOOK_URL; none: the log line only. */
  webhook?: string;
  /** Default stderr: the server's or the operator's log. */
  log?: (line: string) => void;
  timeoutMs?: number;
}

const pending = new Set<Promise<void>>();

/** Logs the rollback and posts it to the webhook; the promise never rejects (nobody needs to await it). */
export function alertRollback(alert: RollbackAlert, options: AlertOptions = {}): Promise<void> {
  const log = options.log ?? ((line: string) => console.error(line));
  log(`rollback alert: ${alert.area} ${alert.from ?? '(none)'} → ${alert.to ?? '(none)'} by ${alert.by} at ${alert.at}: ${alert.reason}`);
  const webhook = options.webhook ?? process.env.ALERT_WEBHOOK_URL;
  if (!webhook) return Promise.resolve();
  const sent = fetch(webhook, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(alert),
    signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
  })
    .then(
      (res) => {
        if (!res.ok) log(`rollback alert: the webhook answered ${res.status}; the rollback of ${alert.area} stands`);
      },
      (err: unknown) => log(`rollback alert: the webhook failed (${(err as Error).message}); the rollback of ${alert.area} stands`),
    )
    .finally(() => pending.delete(sent));
  pending.add(sent);
  return sent;
}

/** Resolves once every alert posted so far has been answered or timed out (a CLI waits before it exits). */
export async function alertsSent(): Promise<void> {
  await Promise.all(pending);
}
