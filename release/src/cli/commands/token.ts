// `release token create|list|revoke`: deploy tokens. On the registry host they edit tokens.json
// under the registry lock; against a registry service they need an operator token.
// The CLI side: arguments, remote or local, output; the work is operations/token.ts.
import { ReleaseError } from '../../base/release-error';
import { callRegistry } from '../remote/client';
import { type NewToken, type TokenView, parseActions } from '../../registry/tokens/token-store';
import { type CliCommand, type CliInput, table, textFlag } from './cli-command';
import { createTokenLocked, revokeTokenLocked, listTokens } from '../../operations/token';

function describe(t: TokenView): string {
  return `${t.can.join(', ')} on ${t.area === 'all' ? 'every area (operator)' : t.area}${t.expiresAt ? ` until ${t.expiresAt}` : ''}`;
}

async function create(cli: CliInput): Promise<void> {
  const name = textFlag(cli, 'name');
  const area = textFlag(cli, 'area');
  if (!name || !area)
    throw new ReleaseError(
      'token create needs --name <name> and --area <area|shell|all> (and optionally --can publish,promote,canary,rollback, --expires 90d).',
    );
  const canFlag = textFlag(cli, 'can');
  const spec: NewToken = { name, area, can: canFlag === undefined ? undefined : parseActions(canFlag), expires: textFlag(cli, 'expires') };
  const { remote, registry } = cli.common;
  const made = remote
    ? await callRegistry<{ token: string; record: TokenView }>(remote, '/v1/tokens', { json: spec })
    : createTokenLocked(registry, spec);
  // The token alone on stdout, so `$(pnpm -s release token create …)` captures just it.
  console.error(`created token ${made.record.name} (id ${made.record.id}): ${describe(made.record)}. It is shown once, now:`);
  console.log(made.token);
}

async function list(cli: CliInput): Promise<void> {
  const { remote, registry } = cli.common;
  const tokens = remote ? await callRegistry<TokenView[]>(remote, '/v1/tokens') : listTokens(registry);
  if (!tokens.length) {
    console.log('no tokens yet');
    return;
  }
  const rows = [['ID', 'NAME', 'AREA', 'CAN', 'CREATED', 'EXPIRES', 'REVOKED']];
  for (const t of tokens) rows.push([t.id, t.name, t.area, t.can.join(','), t.createdAt, t.expiresAt ?? '-', t.revokedAt ?? '-']);
  console.log(table(rows));
}

async function revoke(cli: CliInput): Promise<void> {
  const which = cli.need(1, 'the token to revoke (its name or id, see `release token list`)');
  const { remote, registry } = cli.common;
  const t = remote
    ? await callRegistry<TokenView>(remote, `/v1/tokens/${encodeURIComponent(which)}`, { method: 'DELETE' })
    : revokeTokenLocked(registry, which);
  console.log(`revoked token ${t.name} (id ${t.id}); it can no longer ${describe(t)}`);
}

export const tokenCommand: CliCommand = {
  name: 'token',
  remote: true,
  usage: `  token create --name <name> --area <area|shell|all> [--can publish,promote,canary,rollback] [--expires 90d]
                               a deploy token, printed once alone on stdout (--area all: operator);
                               canary: promote only as a canary (--canary 1-99); --expires: d, h or m
  token list                   tokens (never the token itself), with their expiry
  token revoke <name|id>       the token stops working at once`,
  async run(cli) {
    const sub = cli.need(0, '"create", "list" or "revoke"');
    if (sub === 'create') await create(cli);
    else if (sub === 'list') await list(cli);
    else if (sub === 'revoke') await revoke(cli);
    else throw new ReleaseError(`token takes "create", "list" or "revoke", not "${sub}".`);
    return 0;
  },
};
