// The one route matcher, for the shell (which route a path shows) and the site server (which
// area's page to serve): react-router's matching and ranking for a flat table of paths without
// optional segments, so both give the answer react-router's matchRoutes gives. A test compares
// the two on every route of every area's table.

interface CompiledPath {
  /** react-router's score: one per segment, static +10, parameter +3, empty +1, splat -2. */
  score: number;
  pattern: RegExp;
}

/** Compiled once per path pattern (the site's route tables hold a few hundred). */
const compiled = new Map<string, CompiledPath>();

function compile(path: string): CompiledPath {
  const segments = path.split('/');
  const splat = segments.includes('*');
  const score = segments
    .filter((segment) => segment !== '*')
    .reduce((total, segment) => total + (/^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10), segments.length + (splat ? -2 : 0));
  const source = path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:[\w-]+/g, '/[^\\/]+');
  const end = !path.endsWith('*') ? '\\/*$' : path === '/*' ? '.*$' : '(?:\\/.+|\\/*)$';
  // Case-insensitive and a trailing slash ignored, as react-router matches by default.
  return { score, pattern: new RegExp(`^${source}${end}`, 'i') };
}

/** Each segment percent-decoded (an encoded `/` stays `%2F`); a malformed one leaves the path as it is. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The route a path shows: the highest-scoring match, the earlier in the table on a tie; null when none matches. */
export function findRoute<R extends { path: string }>(routes: readonly R[], pathname: string): R | null {
  const decoded = decodePath(pathname || '/');
  let best: R | null = null;
  let bestScore = -Infinity;
  for (const route of routes) {
    let path = compiled.get(route.path);
    if (!path) compiled.set(route.path, (path = compile(route.path)));
    if (path.score > bestScore && path.pattern.test(decoded)) {
      best = route;
      bestScore = path.score;
    }
  }
  return best;
}
