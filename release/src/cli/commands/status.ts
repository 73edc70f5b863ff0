// `release status`: live version, fallback, publish time, routes and versions of every target,
// and the canary of each area that runs one.
// The CLI side: arguments, remote or local, output; the work is operations/status.ts.
import { callRegistry } from '../remote/client';
import { type CliCommand, table, textFlag } from './cli-command';
import { healthLines } from './status-health';
import type { HealthSummary } from '@survey/contract';
import { defaultApi, lastHourHealth } from '../../rollout/health-client';
import { type Status, status } from '../../operations/status';

export const statusCommand: CliCommand = {
  name: 'status',
  usage: `  status [--json] [--api http://127.0.0.1:3100]
                               live version, fallback, publish time, routes, canary of every area, and
                               each area version's health over the last hour (env API_URL; against a
                               registry service, from the API the service knows)`,
  remote: true,
  async run(cli) {
    const { remote } = cli.common;
    // Remotely the registry is the URL the operator gave, not the service's own folder.
    const s = remote ? { ...(await callRegistry<Status>(remote, '/v1/status')), registry: remote.url } : status(cli.common);
    // Remotely, health comes from the API the registry service knows (what its canary watch reads),
    // unless --api names one.
    const given = textFlag(cli, 'api');
    const { api, health } =
      remote && !given
        ? await callRegistry<{ api: string; health: HealthSummary | null }>(remote, '/v1/health')
        : { api: given ?? defaultApi(), health: await lastHourHealth(given ?? defaultApi()) };
    if (cli.flags.json) {
      console.log(JSON.stringify({ ...s, health }, null, 2));
      return 0;
    }
    console.log(`registry ${s.registry}`);
    console.log(`platformApiVersion ${s.platformApiVersion ?? '-'}   updating ${s.updating ? 'ON' : 'off'}\n`);
    const rows = [['AREA', 'LIVE', 'FALLBACK', 'PUBLISHED', 'ROUTES', 'VERSIONS']];
    for (const r of s.rows) {
      rows.push([
        r.target,
        r.live ?? '-',
        r.fallback ?? '-',
        r.publishedAt ?? '-',
        r.routes === null ? '-' : String(r.routes),
        String(r.versions),
      ]);
    }
    console.log(table(rows));
    const canaries = s.rows.filter((r) => r.canary);
    if (canaries.length) console.log('');
    for (const { target, canary } of canaries)
      console.log(`${target} canary ${canary!.version} at ${canary!.percent}% since ${canary!.since}`);
    console.log(`\n${healthLines(s.rows, health, api)}`);
    return 0;
  },
};
