// Every endpoint answers the same way: `{ result, log }` on success (the local command's result
// object and its progress lines), `{ error, log }` with the status of the refusal otherwise.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { context } from '../registry/context';
import { lockedAsync } from '../registry/lock';
import { LockBusyError } from '../registry/lock-file';
import { authenticate } from '../registry/tokens/access';
import type { TokenRecord } from '../registry/tokens/token-store';
import { hideHostPaths } from './host-paths';
import { errorReply } from './http-error';

/** What every route of the service works on. */
export interface ServiceScope {
  registry: string;
  /** How long a write waits for the registry lock, ms (default 15000). */
  lockWaitMs?: number;
  /** The platform API the service asks for health (the canary watch's), for remote `status`. */
  api: string;
  /** The site's public origin, for the links remote `preview` prints; unknown: the CLI's default. */
  siteOrigin?: string;
}

export interface Call {
  req: FastifyRequest;
  /** The caller's live token (already checked: unknown or revoked → 401). */
  token: TokenRecord;
  /** Progress lines sent back to the CLI. */
  log: (line: string) => void;
  /**
   * Runs a write holding the registry lock. The lock is waited for with timers, never by
   * blocking the process, so status, health and other uploads keep answering meanwhile.
   */
  locked<T>(command: string, fn: () => T): Promise<T>;
}

export function handle(scope: ServiceScope, fn: (call: Call) => unknown) {
  const { registry, lockWaitMs } = scope;
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    try {
      const token = authenticate(registry, req.headers.authorization);
      const ctx = context({ registry, log, user: token.name });
      // The lock names the service and the token, for whoever finds it held.
      const locked = <T>(command: string, run: () => T) =>
        lockedAsync(ctx, `${command} (registry service, token ${token.name})`, { lockWaitMs }, run);
      const result = await fn({ req, token, log, locked });
      return hideHostPaths({ result, log: lines }, registry);
    } catch (err) {
      const { status, error } = errorReply(err, (e) => req.log.error(e));
      // A refused upload may still be arriving: close instead of reading the rest.
      if (status === 413 || status === 429 || status === 503) reply.header('connection', 'close');
      // A busy lock is temporary: a CI job may simply try again.
      if (err instanceof LockBusyError) reply.header('retry-after', '5');
      return reply.code(status).send(hideHostPaths({ error, log: lines }, registry));
    }
  };
}
