// `pnpm build [package ...]`: production builds of the shell and every area (or the ones named),
// one at a time (2-core machines), then each package's seconds and the total.
import { FRONT_END_PACKAGES, buildPackage } from './build-if-stale';

const named = process.argv.slice(2);
const unknown = named.filter((name) => !FRONT_END_PACKAGES.includes(name));
if (unknown.length) {
  console.error(`unknown package ${unknown.join(', ')}; one of ${FRONT_END_PACKAGES.join(', ')}`);
  process.exit(1);
}
const seconds = new Map<string, number>();
for (const name of named.length ? named : FRONT_END_PACKAGES) {
  console.log(`\n== ${name}`);
  seconds.set(name, buildPackage(name));
}
const width = Math.max(...[...seconds.keys()].map((name) => name.length), 'total'.length);
console.log('\nproduction build (s)');
for (const [name, s] of seconds) console.log(`  ${name.padEnd(width)} ${s.toFixed(1).padStart(6)}`);
const total = [...seconds.values()].reduce((sum, s) => sum + s, 0);
console.log(`  ${'total'.padEnd(width)} ${total.toFixed(1).padStart(6)}`);
