// Screenshots of the main screens of a running site, for looking at what we build:
// `pnpm --filter @survey/e2e screenshots [baseUrl]` → e2e/artifacts/screenshots/*.png
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../support/browser';
import { signInWithPassword } from '../support/page-helpers';
import { repoRoot } from '../support/site';

const PUBLIC = ['/', '/login', '/register', '/password', '/app/invite?inviteCode=DEMO88', '/exchange', '/bbs/1', '/about', '/agreement', '/privacy', '/404', '/_platform'];
const SIGNED_IN = ['/home', '/task', '/exchange'];

async function main() {
  const base = process.argv[2] ?? 'http://127.0.0.1:8080';
  const out = path.join(repoRoot, 'e2e', 'artifacts', 'screenshots');
  mkdirSync(out, { recursive: true });
  const browser = await launchBrowser();
  const name = (route: string, suffix = '') => path.join(out, `${route === '/' ? 'index' : route.slice(1).split('?')[0].replace(/\//g, '_')}${suffix}.png`);
  try {
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    for (const route of PUBLIC) {
      await visitor.goto(`${base}${route}`, { waitUntil: 'networkidle' });
      await visitor.screenshot({ path: name(route), fullPage: true });
    }
    const member = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await signInWithPassword(member, base);
    for (const route of SIGNED_IN) {
      await member.goto(`${base}${route}`, { waitUntil: 'networkidle' });
      await member.screenshot({ path: name(route, '-member'), fullPage: true });
    }
  } finally {
    await browser.close();
  }
  console.log(`screenshots in ${path.relative(repoRoot, out)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
