// `pnpm --filter @survey/e2e test:area <area> [--site <origin>] [--preview <link>]`: the journeys of
// one area (src/area/journey-areas.ts), on the local test site, or on a deployed site as it is,
// optionally through a preview link. Says which journeys of the area cannot run there and why, and
// fails when none can: a run that tested nothing never passes.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { AreaRunError, parseAreaArgs } from './area-args';
import { selectJourneys } from './select-journeys';
import { TARGET_ENV, type JourneyTarget, type PreviewTarget } from '../support/journey-target';

const e2eRoot = path.resolve(__dirname, '../..');

async function fetchJson(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new AreaRunError(`cannot reach ${url}: ${(error as Error).cause ?? (error as Error).message}`);
  }
  const notASite = `is ${new URL(url).origin} this platform's site (its site server or an edge)?`;
  if (!response.ok) throw new AreaRunError(`${url} answered ${response.status}: ${notASite}`);
  try {
    return await response.json();
  } catch {
    throw new AreaRunError(`${url} did not answer JSON: ${notASite}`);
  }
}

/** Whether the deployed site serves the area, and whether its API runs in demo mode. */
async function probe(site: string, area: string): Promise<{ demo: boolean }> {
  const manifest = (await fetchJson(`${site}/remotes.json`)) as { areas?: { area: string; version: string }[] };
  const live = manifest.areas?.find((release) => release.area === area);
  if (!live) throw new AreaRunError(`${area} is not live on ${site} (its /remotes.json does not list it)`);
  // getSiteConfig (@survey/contract): public, and says whether the API is the demo one.
  const config = (await fetchJson(`${site}/api/v1/site/config`)) as { data?: { demo?: boolean } };
  console.log(`${site}: ${area} ${live.version} live; API ${config.data?.demo ? 'in demo mode' : 'not in demo mode'}`);
  return { demo: config.data?.demo === true };
}

/** Whether the site accepts the link: it answers with the token as its pin cookie (a refused link clears the cookie). */
async function checkPreview(site: string, preview: PreviewTarget) {
  const token = new URL(preview.link).pathname.split('/').pop()!;
  let response: Response;
  try {
    response = await fetch(preview.link, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new AreaRunError(`cannot reach ${site}: ${(error as Error).cause ?? (error as Error).message}`);
  }
  if (!(response.headers.get('set-cookie') ?? '').includes(`=${token};`))
    throw new AreaRunError(
      `${site} refuses the preview link (altered, revoked, or signed by another registry): make a new one with \`pnpm release preview\``,
    );
}

function describeTarget(target: JourneyTarget): string {
  const where = target.site ?? 'the local test site (this checkout, built when stale)';
  return target.preview ? `${where} through the preview of ${target.preview.area} ${target.preview.version}` : where;
}

async function main(): Promise<number> {
  const started = Date.now();
  const target = parseAreaArgs(process.argv.slice(2));
  const { demo } = target.site ? await probe(target.site, target.area) : { demo: true };
  if (target.site && target.preview) await checkPreview(target.site, target.preview);
  const selection = selectJourneys(target.area, { remote: Boolean(target.site), demo });
  console.log(`test:area ${target.area} on ${describeTarget(target)}`);
  for (const journey of selection.run) console.log(`  runs     ${journey}`);
  for (const { journey, reason } of selection.skipped) console.log(`  skipped  ${journey}: ${reason}`);
  if (selection.run.length === 0) {
    console.error(`no journey of ${target.area} can run on ${describeTarget(target)}: nothing was tested`);
    return 1;
  }
  const files = selection.run.map((journey) => path.join(e2eRoot, 'src', 'journeys', `${journey}.test.ts`));
  const jest = spawnSync(
    process.execPath,
    [require.resolve('jest/bin/jest'), '--runInBand', '--selectProjects', 'journeys', '--runTestsByPath', ...files],
    {
      cwd: e2eRoot,
      stdio: 'inherit',
      env: { ...process.env, [TARGET_ENV]: JSON.stringify(target) },
    },
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const skipped = selection.skipped.length ? `, ${selection.skipped.length} skipped (listed above)` : '';
  console.log(
    `test:area ${target.area}: ${selection.run.length} journeys ${jest.status === 0 ? 'passed' : 'FAILED'}${skipped} in ${seconds} s`,
  );
  return jest.status ?? 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (!(error instanceof AreaRunError)) throw error;
    console.error(`test:area: ${error.message}`);
    process.exit(2);
  },
);
