// A tiny semver subset, enough to check Module Federation `requiredVersion` ranges against
// the version the shell provides: exact, ^, ~, >, >=, <, <=, =, x-ranges, `*`, hyphen-free
// AND (space) and OR (||). Prereleases follow npm's rule: a prerelease version only
// satisfies a comparator that names a prerelease of the same major.minor.patch.

interface Version {
  major: number;
  minor: number;
  patch: number;
  pre: string[];
}

const VERSION_RE = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

export function parseVersion(text: string): Version | null {
  const m = VERSION_RE.exec(text.trim());
  if (!m) return null;
  return { major: +m[1], minor: +m[2], patch: +m[3], pre: m[4] ? m[4].split('.') : [] };
}

export function compareVersions(a: Version, b: Version): number {
  for (const key of ['major', 'minor', 'patch'] as const) {
    if (a[key] !== b[key]) return a[key] < b[key] ? -1 : 1;
  }
  if (!a.pre.length || !b.pre.length) return a.pre.length ? -1 : b.pre.length ? 1 : 0;
  for (let i = 0; i < Math.max(a.pre.length, b.pre.length); i++) {
    const x = a.pre[i];
    const y = b.pre[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    const xn = /^\d+$/.test(x);
    const yn = /^\d+$/.test(y);
    if (xn && yn) return +x < +y ? -1 : 1;
    if (xn !== yn) return xn ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

type Op = '>=' | '<' | '>' | '<=' | '=';
interface Comparator {
  op: Op;
  v: Version;
}

const PARTIAL_RE = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?$/;

/** Upper bounds made up by range expansion (`<2.0.0-0`); they never admit a prerelease. */
const SYNTHETIC = new WeakSet<Version>();

function v(major: number, minor: number, patch: number, pre: string[] = []): Version {
  const out = { major, minor, patch, pre };
  if (pre.length === 1 && pre[0] === '0') SYNTHETIC.add(out);
  return out;
}

/** One range token (`^1.2.3`, `>=2`, `1.x`) → comparators, or null if not understood. */
function parseComparator(token: string): Comparator[] | null {
  const m = /^(\^|~|>=|<=|>|<|=)?\s*(.*)$/.exec(token);
  if (!m) return null;
  const op = m[1] ?? '';
  const p = PARTIAL_RE.exec(m[2]);
  if (!p) return null;
  const wild = (s: string | undefined) => s === undefined || /^[xX*]$/.test(s);
  if (wild(p[1])) return op === '<' || op === '>' ? null : [];
  const major = +p[1];
  const minorWild = wild(p[2]);
  const minor = minorWild ? 0 : +p[2];
  const patchWild = minorWild || wild(p[3]);
  const patch = patchWild ? 0 : +p[3];
  const pre = p[4] ? p[4].split('.') : [];
  const base: Version = { major, minor, patch, pre };
  const upperFromPartial = minorWild ? v(major + 1, 0, 0, ['0']) : v(major, minor + 1, 0, ['0']);
  switch (op) {
    case '^': {
      let upper: Version;
      if (major > 0 || minorWild) upper = v(major + 1, 0, 0, ['0']);
      else if (minor > 0 || patchWild) upper = v(0, minor + 1, 0, ['0']);
      else upper = v(0, 0, patch + 1, ['0']);
      return [
        { op: '>=', v: base },
        { op: '<', v: upper },
      ];
    }
    case '~':
      return [
        { op: '>=', v: base },
        { op: '<', v: minorWild ? v(major + 1, 0, 0, ['0']) : v(major, minor + 1, 0, ['0']) },
      ];
    case '':
    case '=':
      if (patchWild)
        return [
          { op: '>=', v: base },
          { op: '<', v: upperFromPartial },
        ];
      return [{ op: '=', v: base }];
    case '>':
      return patchWild ? [{ op: '>=', v: upperFromPartial }] : [{ op: '>', v: base }];
    case '<=':
      return patchWild ? [{ op: '<', v: upperFromPartial }] : [{ op: '<=', v: base }];
    default:
      return [{ op: op as Op, v: base }];
  }
}

function test(c: Comparator, version: Version): boolean {
  const d = compareVersions(version, c.v);
  switch (c.op) {
    case '>=':
      return d >= 0;
    case '>':
      return d > 0;
    case '<':
      return d < 0;
    case '<=':
      return d <= 0;
    default:
      return d === 0;
  }
}

/**
 * Whether `version` satisfies `range`. Throws on syntax this subset does not understand, so
 * callers report "cannot check" rather than guessing.
 */
export function satisfies(version: string, range: string): boolean {
  const ver = parseVersion(version);
  if (!ver) throw new Error(`not a semver version: "${version}"`);
  const alternatives = range.trim() === '' ? ['*'] : range.split('||');
  return alternatives.some((alt) => {
    const tokens = alt
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    const comparators: Comparator[] = [];
    for (const token of tokens.length ? tokens : ['*']) {
      const parsed = parseComparator(token);
      if (!parsed) throw new Error(`unsupported version range: "${range}"`);
      comparators.push(...parsed);
    }
    if (!comparators.every((c) => test(c, ver))) return false;
    if (!ver.pre.length) return true;
    // npm rule: prereleases only match comparators naming a prerelease of the same tuple.
    return comparators.some(
      (c) =>
        c.v !== undefined &&
        c.v.pre.length > 0 &&
        !SYNTHETIC.has(c.v) &&
        c.v.major === ver.major &&
        c.v.minor === ver.minor &&
        c.v.patch === ver.patch,
    );
  });
}
