// Login return paths and callback redirects come from the URL, so they are allow-listed:
// only a same-site relative path starting with a single '/' is followed (no open redirects).

export const DEFAULT_AFTER_LOGIN = '/home';

const PROBE_ORIGIN = 'https://same-site.invalid';

/** True for `/home/gold`, `/task?x=1`; false for `//evil.com`, `/\evil`, `https://evil.com`, `javascript:…`. */
export function isSafeRedirect(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (!value.startsWith('/')) return false;
  // `//host` and `/\host` are protocol-relative in browsers.
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  // Backslashes turn into slashes, and tabs/newlines are stripped by URL parsers: `/\t/evil.com`.
  if (/[\\\u0000-\u0020\u007f]/.test(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** The `redirect` value when it is safe, else the fallback (`/home`). */
export function resolveRedirect(value: unknown, fallback: string = DEFAULT_AFTER_LOGIN): string {
  return isSafeRedirect(value) ? value : fallback;
}

/** Where a URL from the API may send the browser (third-party authorisation pages): http(s) or same-site. */
export function isNavigableUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  if (isSafeRedirect(value)) return true;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
