// The one rule for a way back carried in a URL (`/login?redirect=…`, a sign-in callback, a
// banner link): only a same-site relative path is followed, so no URL opens another site. The
// shell's guard, the signed-out rule and the login screen all ask this one function.

const PROBE_ORIGIN = 'https://same-site.invalid';

/** True for `/home/gold`, `/task?x=1`; false for `//evil.com`, `/\evil`, `https://evil.com`, `javascript:…`. */
export function isSafeRedirect(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (!value.startsWith('/')) return false;
  // `//host` and `/\host` are protocol-relative in browsers.
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  // Backslashes turn into slashes, and tabs/newlines are stripped by URL parsers (`/\t/evil.com`);
  // no whitespace either, which a path from the address bar never holds unencoded.
  if (/[\s\\\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}
