// api/src's folders import one way: no circle between two of them (account ↔ auth was one), type-only
// imports included. A file's folder is its first path segment under src (a top-level file is its own).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const SRC = path.join(__dirname, '..', 'src');
const unitOf = (file: string) => path.relative(SRC, file).split(path.sep)[0].replace(/\.ts$/, '');
const SPECIFIER = /(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'|import\('(\.[^']+)'\)/g;

/** Folder → the folders its files import from. */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const name of readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
    const file = path.join(SRC, name);
    const from = unitOf(file);
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const [, a, b] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = path.resolve(path.dirname(file), a ?? b);
      if (!target.startsWith(SRC + path.sep)) continue;
      const to = unitOf(target);
      if (to !== from) targets.add(to);
    }
  }
  return graph;
}

/** Every circle, as the folders on it (depth-first search from each folder). */
function circles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, at: string, trail: string[]) => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) found.add([...trail, start].join(' → '));
      else if (!trail.includes(next) && next > start) walk(start, next, [...trail, next]);
    }
  };
  for (const start of graph.keys()) walk(start, start, [start]);
  return [...found];
}

test('no import circle between the folders of api/src', () => {
  const graph = folderGraph();
  expect(graph.get('routes')?.size).toBeGreaterThan(5);
  expect(circles(graph)).toEqual([]);
});
