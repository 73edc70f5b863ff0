// The docs name real things: every repository path they quote exists, every `pnpm`/`npm run`
// script they name is in the package.json it runs from, every relative link and every
// "`docs/x.md`, "Section"" reference lands; a code comment's `docs/x.md, "Section"` too. A rename
// that forgets the docs, or a section moved without the comments that cite it, fails here.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const read = (relative) => fs.readFileSync(path.join(root, relative), 'utf8');
const exists = (relative) => fs.existsSync(path.join(root, relative));

const packageDirs = fs.readdirSync(root).filter((dir) => exists(`${dir}/package.json`) && dir !== 'node_modules');
const docs = [
  'README.md',
  'api/API.md',
  ...packageDirs.filter((dir) => exists(`${dir}/README.md`)).map((dir) => `${dir}/README.md`),
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

const pathStart = new RegExp(`^(${[...packageDirs, 'scripts', 'docs'].join('|')})/`);
// Build and run outputs: only the part before them is in the repository.
const generated = new Set(['dist', 'artifacts', 'node_modules']);
const placeholder = /[<*…]|NNN/;

/** Inline code spans and fenced blocks of a markdown text, fenced ones marked. */
function codeOf(text) {
  const spans = [];
  const prose = text.replace(/^```[^\n]*\n([\s\S]*?)^```/gm, (_, block) => {
    spans.push({ code: block, fenced: true });
    return '';
  });
  for (const match of prose.matchAll(/`([^`\n]+)`/g)) spans.push({ code: match[1], fenced: false });
  return { spans, prose };
}

/** `a/{b,c}/d` → `a/b/d`, `a/c/d`. */
function expandBraces(pattern) {
  const match = /\{([^{}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  return match[1]
    .split(',')
    .flatMap((part) => expandBraces(pattern.slice(0, match.index) + part + pattern.slice(match.index + match[0].length)));
}

/** Whether the fixed part of a path exists: up to a placeholder or a generated folder. */
function pathExists(relative) {
  const segments = relative.replace(/\/$/, '').split('/');
  const cut = segments.findIndex((segment) => generated.has(segment) || placeholder.test(segment));
  if (cut === -1) return exists(relative);
  const fixed = segments.slice(0, cut).join('/');
  const partial = segments[cut].split(placeholder)[0];
  if (!exists(fixed)) return false;
  return (
    generated.has(segments[cut]) || partial === '' || fs.readdirSync(path.join(root, fixed)).some((entry) => entry.startsWith(partial))
  );
}

/** Repository paths a doc quotes, as paths from the repository root. */
function quotedPaths(doc) {
  const base = path.dirname(doc);
  const found = new Set();
  for (const { code, fenced } of codeOf(read(doc)).spans) {
    const candidates = fenced ? code.split(/[\s()'"=]+/) : [code.trim()];
    for (const raw of candidates) {
      const candidate = raw.replace(/[.,;:]+$/, '').replace(/#.*$/, '');
      if (/\s/.test(candidate) || !candidate.includes('/')) continue;
      if (pathStart.test(candidate)) found.add(candidate);
      // A package's own doc (api/API.md, a package README) writes its files from the package
      // (`src/codes.ts`); the root README and docs/ from the root.
      else if (base !== '.' && base !== 'docs' && /^(src|test|bin)\//.test(candidate)) found.add(`${base}/${candidate}`);
      // `../x` from the doc's folder; one that leaves the repository names something beside it.
      else if (candidate.startsWith('../') && !fenced) {
        const resolved = path.posix.normalize(path.posix.join(base, candidate));
        if (!resolved.startsWith('..')) found.add(resolved);
      }
    }
  }
  return [...found];
}

const scriptsOf = (dir) => Object.keys(JSON.parse(read(`${dir}/package.json`)).scripts ?? {});
const packageNamed = (name) => packageDirs.find((dir) => [name, `@survey/${name}`].includes(JSON.parse(read(`${dir}/package.json`)).name));
// pnpm's and npm's own commands, not scripts.
const builtIn = new Set(['install', 'i', 'add', 'exec', 'dlx', 'ls', 'why', 'outdated', 'update']);

/** `[{ command, dirs, script }]` for every pnpm/npm script a doc's code names. */
function namedScripts(doc) {
  const found = [];
  for (const { code } of codeOf(read(doc)).spans) {
    for (const line of code.split('\n')) {
      const tokens = line.replace(/(^|\s)#.*$/, '').split(/\s+/);
      tokens.forEach((token, start) => {
        if (token !== 'pnpm' && token !== 'npm') return;
        let dirs = ['.'];
        let i = start + 1;
        while (tokens[i]?.startsWith('-')) {
          if (tokens[i] === '--filter') {
            const name = tokens[i + 1];
            dirs = /[<*]/.test(name) ? packageDirs : [packageNamed(name) ?? `(no package ${name})`];
            i += 2;
          } else i += 1;
        }
        if (tokens[i] === 'run') i += 1;
        const script = tokens[i]?.replace(/[`'",;)]+$/, '');
        if (!script || builtIn.has(script) || !/^[a-z][\w:.-]*$/.test(script)) return;
        found.push({ command: tokens.slice(start, i + 1).join(' '), dirs, script });
      });
    }
  }
  return found;
}

/** GitHub's heading anchors of a markdown file. */
function anchorsOf(doc) {
  const headings =
    read(doc)
      .replace(/^```[\s\S]*?^```/gm, '')
      .match(/^#+ .+$/gm) ?? [];
  return headings.map((heading) =>
    heading
      .replace(/^#+ /, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-'),
  );
}
const headingsOf = (doc) => (read(doc).match(/^#+ .+$/gm) ?? []).map((heading) => heading.replace(/^#+ /, '').replace(/`/g, ''));

// The API's paths, as the contract declares them (`path: '/v1/…'` of each call file).
function contractPaths(dir = 'contract/src') {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return contractPaths(relative);
    return entry.name.endsWith('.ts') ? [...read(relative).matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]) : [];
  });
}
const declared = contractPaths().map((declaredPath) => new RegExp(`^${declaredPath.replace(/:\w+/g, '[^/]+').replace(/\*$/, '.+')}$`));
const apiRoots = new Set(contractPaths().map((declaredPath) => declaredPath.split('/')[1]));

/** API call paths a doc names (`GET /v1/tasks?…`, `/api/dev/sms`), shorthands expanded: `a/b|c` → `a/b`, `a/c`. */
function apiPaths(doc) {
  const found = [];
  for (const { code, fenced } of codeOf(read(doc)).spans) {
    if (fenced) continue;
    const named = code
      .replace(/\\\|/g, '|')
      .replace(/\{[^}]+\}/g, (braces) => braces.replace(/\|/g, ','))
      .replace(/^(GET|POST)(\/POST)?\s+/, '')
      .replace(/^\/api\//, '/')
      .split(/[?\s]/)[0];
    if (!named.startsWith('/') || !apiRoots.has(named.split('/')[1])) continue;
    const [first, ...others] = named.replace(/\*$/, '').split('|');
    const parent = first.slice(0, first.lastIndexOf('/') + 1);
    for (const alternative of [first, ...others.map((other) => (other.startsWith('/') ? other : parent + other))]) {
      const optional = /\[([^\]]+)\]$/.exec(alternative);
      const forms = optional ? [alternative.slice(0, optional.index), alternative.slice(0, optional.index) + optional[1]] : [alternative];
      for (const form of forms.flatMap(expandBraces))
        found.push({ named: code, form: form.replace(/<[^>]+>/g, 'x'), prefix: named.endsWith('*') });
    }
  }
  return found;
}

describe.each(docs)('%s', (doc) => {
  test('every API path it names is a call of the contract', () => {
    // The release registry service answers HTTP calls of its own, not the API's.
    if (doc.startsWith('release/')) return;
    const unknown = apiPaths(doc).filter(
      ({ form, prefix }) =>
        !declared.some((pattern) => pattern.test(form)) && !contractPaths().some((p) => p.startsWith(prefix ? form : `${form}/`)),
    );
    expect([...new Set(unknown.map(({ named }) => named))]).toEqual([]);
  });

  test('every repository path it quotes exists', () => {
    expect(quotedPaths(doc).filter((quoted) => !expandBraces(quoted).every(pathExists))).toEqual([]);
  });

  test('every pnpm/npm script it names exists in that package.json', () => {
    const missing = namedScripts(doc).filter(
      ({ dirs, script }) => !dirs.every((dir) => exists(`${dir}/package.json`) && scriptsOf(dir).includes(script)),
    );
    expect(missing.map(({ command }) => command)).toEqual([]);
  });

  test('every relative link lands on a file and heading', () => {
    const broken = [];
    for (const [, target] of codeOf(read(doc)).prose.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const [file, anchor] = target.split('#');
      const linked = file ? path.posix.normalize(path.posix.join(path.dirname(doc), file)) : doc;
      if (linked.startsWith('..')) continue;
      if (!exists(linked) || (anchor && linked.endsWith('.md') && !anchorsOf(linked).includes(anchor))) broken.push(target);
    }
    expect(broken).toEqual([]);
  });

  test('every "`file.md`, "Section"" or "[x](file.md), "Section"" reference names a heading of that file', () => {
    const broken = [];
    // A quoted `file.md` is from the root unless it starts with `.`; a link's target is from the doc.
    for (const [, quotedFile, linkedFile, quoted] of read(doc).matchAll(/(?:`([\w./-]+\.md)`|\]\(([\w./-]+\.md)\)),\s+"([^"]+)"/g)) {
      const file = quotedFile ?? linkedFile;
      const section = quoted.replace(/\s+/g, ' ');
      const relative = linkedFile !== undefined || file.startsWith('.');
      const linked = path.posix.normalize(path.posix.join(relative ? path.dirname(doc) : '', file));
      if (!exists(linked) || !headingsOf(linked).some((heading) => heading.startsWith(section))) broken.push(`${file}, "${section}"`);
    }
    expect(broken).toEqual([]);
  });
});

// Source files whose comments may cite a doc: every package's and scripts/, without build outputs.
const codeFile = /\.(ts|tsx|js|cjs|mjs|sql|sh)$/;
function sourceFiles(dir) {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return generated.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(relative);
    return codeFile.test(entry.name) ? [relative] : [];
  });
}

// `docs/x.md, "Section"`, `README.md ("Section")`, the quote possibly running onto the comment's next line.
const commentMarker = String.raw`(?:\n[ \t]*(?://|\*|--|#)[ \t]*)`;
const citation = new RegExp(String.raw`([\w./-]+\.md)\x60?,?[ \t]*${commentMarker}?\(?"((?:[^"\n]|${commentMarker})+)"`, 'g');

test('every doc section a code comment quotes is a heading of that doc', () => {
  const broken = [];
  for (const file of [...packageDirs, 'scripts'].flatMap(sourceFiles)) {
    if (file === 'tooling/test/docs-paths.test.js') continue;
    for (const [, doc, quoted] of read(file).matchAll(citation)) {
      // A bare `README.md` is the citing package's own; any other path is from the repository root.
      const cited = doc.includes('/') ? doc : `${file.split('/')[0]}/${doc}`;
      const section = quoted.replace(new RegExp(commentMarker, 'g'), ' ').replace(/\s+/g, ' ');
      if (!exists(cited) || !headingsOf(cited).some((heading) => heading.startsWith(section))) broken.push(`${file}: ${doc}, "${section}"`);
    }
  }
  expect(broken).toEqual([]);
});
