// Deploy tokens on the registry host: tokens.json edited under the registry lock.
// One operation, run by the CLI (cli/commands/token.ts) and the registry service (service/) alike.
import { context } from '../registry/context';
import { locked } from '../registry/lock';
import { type NewToken, type TokenView, createToken, readTokens, revokeToken, view } from '../registry/tokens/token-store';

export function createTokenLocked(registry: string, spec: NewToken): { token: string; record: TokenView } {
  const ctx = context({ registry });
  return locked(ctx, `token create ${spec.name}`, {}, () => createToken(registry, spec));
}

export function revokeTokenLocked(registry: string, nameOrId: string): TokenView {
  const ctx = context({ registry });
  return locked(ctx, `token revoke ${nameOrId}`, {}, () => revokeToken(registry, nameOrId));
}

export function listTokens(registry: string): TokenView[] {
  return readTokens(registry).map(view);
}
