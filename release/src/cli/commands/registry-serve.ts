// `release registry-serve`: the registry service in the foreground until SIGINT/SIGTERM.
import { ReleaseError } from '../../base/release-error';
import { startCanaryWatch } from '../../rollout/canary-watch';
import { defaultApi } from '../../rollout/health-client';
import { type CliCommand, textFlag } from './cli-command';
import { untilSignal } from './until-signal';

function numberFlag(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new ReleaseError(`--${name} must be a positive number, not "${value}".`);
  return n;
}

export const registryServeCommand: CliCommand = {
  name: 'registry-serve',
  usage: `  registry-serve [--port 8087] [--host 127.0.0.1] [--upload-limit-mb 50] [--api http://127.0.0.1:3100] [--site <origin>]
                 [--upload-entries 500] [--uploads-at-once 2] [--token-versions-per-day 50] [--token-mb-per-day 1024]
                               the registry service teams' CI publishes to with a deploy token; it also
                               runs the canary watch, with health from the API (env API_URL); --site
                               (env SITE_ORIGIN): where remote preview links point`,
  async run(cli) {
    const port = numberFlag(textFlag(cli, 'port'), 'port') ?? 8087;
    const host = textFlag(cli, 'host') ?? '127.0.0.1';
    const limitMb = numberFlag(textFlag(cli, 'upload-limit-mb'), 'upload-limit-mb');
    // Loaded here: fastify is slow to load and the other commands should not pay for it.
    const { createRegistryService, DEFAULT_UPLOAD_LIMIT_MB } = await import('../../service/create-service');
    const flag = (name: string) => numberFlag(textFlag(cli, name), name);
    const tokenMb = flag('token-mb-per-day');
    const api = textFlag(cli, 'api') ?? defaultApi();
    const siteOrigin = textFlag(cli, 'site') ?? process.env.SITE_ORIGIN;
    const app = await createRegistryService({
      registry: cli.common.registry,
      api,
      siteOrigin,
      uploadLimitBytes: Math.round((limitMb ?? DEFAULT_UPLOAD_LIMIT_MB) * 1048576),
      uploadEntries: flag('upload-entries'),
      concurrentUploads: flag('uploads-at-once'),
      perTokenPerDay: { versions: flag('token-versions-per-day'), bytes: tokenMb && Math.round(tokenMb * 1048576) },
    });
    const url = await app.listen({ port, host });
    const watch = startCanaryWatch({ registry: cli.common.registry, api });
    console.log(
      `registry service on ${url} (registry ${cli.common.registry}, uploads up to ${limitMb ?? DEFAULT_UPLOAD_LIMIT_MB} MB, canary health from ${api})`,
    );
    return untilSignal({
      close: async () => {
        watch.stop();
        await app.close();
      },
    });
  },
};
