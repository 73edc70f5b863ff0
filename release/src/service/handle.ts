// Every endpoint answers the same way: `{ result, log }` on success (the local command's result
// object and its progress lines), `{ error, log }` with the status of the refusal otherwise.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../tokens/access';
import type { TokenRecord } from '../tokens/token-store';
import { errorReply } from './http-error';

export interface Call {
  req: FastifyRequest;
  /** The caller's live token (already checked: unknown or revoked → 401). */
  token: TokenRecord;
  /** Progress lines sent back to the CLI. */
  log: (line: string) => void;
}

export function handle(registry: string, fn: (call: Call) => unknown) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const lines: string[] = [];
    try {
      const token = authenticate(registry, req.headers.authorization);
      const result = await fn({ req, token, log: (line) => lines.push(line) });
      return { result, log: lines };
    } catch (err) {
      const { status, error } = errorReply(err, (e) => req.log.error(e));
      // A refused upload may still be arriving: close instead of reading the rest.
      if (status === 413) reply.header('connection', 'close');
      return reply.code(status).send({ error, log: lines });
    }
  };
}
