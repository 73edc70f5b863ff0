// A whole site for a test or a benchmark: the current builds published into a temporary
// registry, the API in demo mode on an in-memory database, and the site server in front.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, demoSecrets } from '@survey/api';
import { AUTO_ROLLBACK_RULE, deviceKey, publishAll, startSiteServer } from '@survey/release';
import { AREAS } from './areas';

export const repoRoot = path.resolve(__dirname, '../../..');
export const DEMO = { mobile: '13800138000', password: 'demo123456' };

export interface TestSite {
  url: string;
  apiUrl: string;
  registry: string;
  close(): Promise<void>;
}

/** `now`: the API's clock (a journey that moves the browser's clock moves this one with it). */
export async function startSite(options: { tokenTtlSeconds?: number; now?: () => number } = {}): Promise<TestSite> {
  const registry = mkdtempSync(path.join(os.tmpdir(), 'survey-registry-'));
  publishAll({ repoRoot, registry, areas: AREAS, promote: true, strict: true, log: () => undefined });
  // Every journey signs in from 127.0.0.1, many times a run: loosen the site's, per-IP and per-mobile
  // SMS limits (the API suite tests the real ones).
  const api = await createServer({
    demo: true,
    // The API verifies the DEVICE_ID cookies the site server (and an edges journey's origin) sign with the registry's key.
    secrets: demoSecrets(undefined, { DEVICE_ID_KEY: deviceKey(registry) }),
    logger: false,
    tokenTtlSeconds: options.tokenTtlSeconds,
    now: options.now,
    trustProxy: 1,
    smsLimits: { mobileIntervalSeconds: 1, mobilePerHour: 100, ipPerHourWithoutCaptcha: 10000, ipPerHour: 10000, globalPerHour: 100_000 },
  });
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const address = api.app.server.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // Every browser of a journey is 127.0.0.1: one address, where the real rule wants failures from three.
  const site = await startSiteServer({ registry, port: 0, api: apiUrl, canaryRule: { ...AUTO_ROLLBACK_RULE, minAddresses: 1 } });
  return {
    url: site.url,
    apiUrl,
    registry,
    async close() {
      await site.close();
      await api.close();
      rmSync(registry, { recursive: true, force: true });
    },
  };
}
