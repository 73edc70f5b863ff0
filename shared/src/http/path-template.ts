// Fills `/v1/polls/:id` from a params object; the keys it used are left out of the rest so
// they are not sent again as query or body fields.

const PLACEHOLDER = /:([A-Za-z_][A-Za-z0-9_]*)/g;

export function fillPath(template: string, params: unknown): { url: string; rest: unknown } {
  // Without placeholders the params pass through untouched (they may be FormData or an array).
  if (!template.match(PLACEHOLDER)) return { url: template, rest: params };
  const source = { ...(params as Record<string, unknown> | undefined) };
  const url = template.replace(PLACEHOLDER, (_match, name: string) => {
    const value = source[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    }
    delete source[name];
    return encodeURIComponent(String(value));
  });
  return { url, rest: Object.keys(source).length > 0 ? source : undefined };
}
