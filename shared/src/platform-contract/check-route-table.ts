// The one check of a route table, run by the build (tooling/webpack/load-routes.js), by publish
// (release/src/registry/targets/area-target.ts) and by the shell on the live manifest it reads. Pure
// TypeScript, no imports beyond this folder: the build evaluates it without a bundler.
import { HEADER_VARIANTS, type RouteDef } from './route-def';

type Rule = (value: unknown, route: Record<string, unknown>) => string | null;

const isTrue: Rule = (value) => (value === true ? null : 'must be true');
const isBoolean: Rule = (value) => (typeof value === 'boolean' ? null : 'must be true or false');
const publicOnly =
  (rule: Rule): Rule =>
  (value, route) =>
    rule(value, route) ?? (route.public === true ? null : 'is for public routes only');

/** Each key a route may have, with what its value must be. */
const RULES: Record<keyof RouteDef, Rule> = {
  path: (value) => (typeof value === 'string' ? pathProblem(value) : 'must be a string'),
  name: (value) => (typeof value === 'string' && value.trim() ? null : 'must be a non-empty string'),
  title: (value) => (typeof value === 'string' ? null : 'must be a string'),
  public: isBoolean,
  h5: isBoolean,
  prerender: (value, route) => isBoolean(value, route) ?? (value && route.public !== true ? 'is for public routes only' : null),
  signedInBounce: publicOnly(isTrue),
  returnParam: publicOnly((value) => (value === 'redirect' ? null : 'must be "redirect"')),
  groupPage: (value, route) => isTrue(value, route) ?? (route.public === true ? 'is for routes that need a login only' : null),
  groupLogin: publicOnly(
    (value, route) =>
      isTrue(value, route) ??
      (String(route.path).match(/\/:[\w-]+/g)?.length === 1 ? null : 'needs a path with one parameter (the group hash)'),
  ),
  header: (value) => ((HEADER_VARIANTS as readonly unknown[]).includes(value) ? null : `must be one of ${HEADER_VARIANTS.join(', ')}`),
  invitePromo: isTrue,
};
const REQUIRED = ['path', 'name', 'title'];
/** Every key a route may have; the release tool keeps these (and nothing else) in the live manifest. */
export const ROUTE_KEYS = Object.keys(RULES) as (keyof RouteDef)[];

/** react-router syntax, without optional segments: `/`, static segments, `:param`, a final `*`. */
function pathProblem(path: string): string | null {
  if (!path.startsWith('/')) return 'must start with "/"';
  if (path === '/') return null;
  const segments = path.slice(1).split('/');
  const bad = segments.find(
    (segment, i) => !(/^:[\w-]+$/.test(segment) || (segment === '*' && i === segments.length - 1) || /^[^\s/:*?#]+$/.test(segment)),
  );
  return bad === undefined ? null : `has an invalid segment "${bad}" (static text, ":param" or a final "*")`;
}

/** The key two paths share when react-router cannot tell them apart (case, parameter names, trailing slash). */
export function pathKey(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.toLowerCase().replace(/\/:[^/]+/g, '/:');
}

/** What is wrong with a route table, one message per problem naming the route and the key; empty when it is valid. */
export function checkRouteTable(routes: unknown): string[] {
  if (!Array.isArray(routes)) return ['the route table must be an array'];
  if (routes.length === 0) return ['the route table lists no routes'];
  const problems: string[] = [];
  const names = new Map<string, number>();
  const paths = new Map<string, string>();
  routes.forEach((route: unknown, i) => {
    if (!route || typeof route !== 'object' || Array.isArray(route)) return void problems.push(`route #${i + 1} is not an object`);
    const fields = route as Record<string, unknown>;
    const where = `route #${i + 1}${typeof fields.name === 'string' ? ` "${fields.name}"` : ''}`;
    for (const key of REQUIRED) if (fields[key] === undefined) problems.push(`${where}: ${key} is missing`);
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      const rule = RULES[key as keyof RouteDef] as Rule | undefined;
      const problem = rule ? rule(value, fields) : 'is not a route key';
      if (problem) problems.push(`${where}: ${key} ${key === 'path' ? `${JSON.stringify(value)} ` : ''}${problem}`);
    }
    if (typeof fields.name === 'string') {
      if (names.has(fields.name))
        problems.push(`route name "${fields.name}" is used twice (routes #${names.get(fields.name)! + 1} and #${i + 1})`);
      else names.set(fields.name, i);
    }
    if (typeof fields.path === 'string') {
      const key = pathKey(fields.path);
      if (paths.has(key)) problems.push(`route path "${fields.path}" is used twice (also as "${paths.get(key)}")`);
      else paths.set(key, fields.path);
    }
  });
  return problems;
}
