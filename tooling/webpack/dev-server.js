#!/usr/bin/env node
// `pnpm --filter <pkg> dev [--site <origin>] [--for 12h]`: the package's dev server (hot updates,
// React Fast Refresh; dev-options.js), and for an area a signed dev link for the site: opened in a
// browser, that browser's shell loads the area from this server (`release dev-link`, the same
// trust rules as a preview link). The link is made by the release CLI with the registry it is
// given, exactly as `pnpm release` would: SURVEY_REGISTRY (a folder or a registry service, then
// with SURVEY_RELEASE_TOKEN, a token that may publish the area), else the local registry.
const path = require('node:path');
const { execFile } = require('node:child_process');
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const { devOrigin, siteLink, SITE_LINK_PATH } = require('./dev-options');

const RELEASE_CLI = path.resolve(__dirname, '../../release/bin/release.cjs');
const USAGE = 'usage: pnpm --filter <area> dev [--site <origin>] [--for <30m|2h|1d>]';

/** `--site x`, `--site=x`, `--for x`; anything else is a mistake worth a clear message. */
function parseArgs(argv) {
  const flags = {};
  for (let i = 0; i < argv.length; i += 1) {
    const match = /^--(site|for)(?:=(.*))?$/.exec(argv[i]);
    if (!match) throw new Error(`unknown argument "${argv[i]}"\n${USAGE}`);
    flags[match[1]] = match[2] ?? argv[(i += 1)];
    if (!flags[match[1]]) throw new Error(`--${match[1]} needs a value\n${USAGE}`);
  }
  return flags;
}

function siteOrigin(given) {
  const site = (given ?? process.env.SITE_ORIGIN ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
  if (!/^https?:\/\/[^/\s]+$/i.test(site)) throw new Error(`--site "${site}" is not a site origin like https://survey.example.com`);
  return site;
}

/** The signed dev link from the release CLI, or null with what went wrong printed. */
function makeDevLink(area, origin, flags) {
  const args = [RELEASE_CLI, 'dev-link', area, '--origin', origin, '--site', flags.site, ...(flags.for ? ['--for', flags.for] : [])];
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd: path.dirname(RELEASE_CLI), timeout: 60_000 }, (error, stdout, stderr) => {
      const link = stdout.trim();
      if (!error && /^https?:\/\/\S+$/.test(link)) return resolve(link);
      console.error(`\n[dev] no dev link for ${flags.site}: ${stderr.trim() || (error && error.message)}`);
      console.error('[dev] the standalone server still runs; see README, "A team develops and deploys one area".');
      return resolve(null);
    });
  });
}

async function main() {
  const flags = parseArgs(process.argv.slice(2));
  flags.site = siteOrigin(flags.site);
  // As `webpack serve` does: create-config.js turns on what only a dev server needs.
  process.env.WEBPACK_SERVE = 'true';
  const dir = process.cwd();
  const factory = require(path.join(dir, 'webpack.config.js'));
  const config = factory({ WEBPACK_SERVE: true }, { mode: 'development' });
  config.devServer.allowedHosts = [new URL(flags.site).hostname];
  const server = new WebpackDevServer(config.devServer, webpack(config));
  await server.start();
  const origin = devOrigin(config.devServer.port);
  const area = path.basename(dir);
  console.log(`\n[dev] ${area} standalone: ${origin}/`);
  if (!area.startsWith('mf-')) return;
  siteLink.site = flags.site;
  siteLink.devLink = await makeDevLink(area, origin, flags);
  if (siteLink.devLink) {
    console.log(`[dev] ${area} inside ${flags.site} (this browser only; 退出 on the badge ends it):\n${siteLink.devLink}`);
    console.log(`[dev] standalone pages outside ${area} (sign-in, other areas) open through it: ${origin}${SITE_LINK_PATH}`);
  }
}

main().catch((error) => {
  console.error(`[dev] ${error.message}`);
  process.exit(1);
});
