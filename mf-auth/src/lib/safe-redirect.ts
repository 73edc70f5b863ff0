// Login return paths and callback redirects come from the URL, so they are allow-listed by the
// site's one safe-redirect rule (isSafeRedirect in @survey/shared, which the shell's guard reads
// too): only a same-site relative path is followed (no open redirects).
import { isSafeRedirect, SITE_PATHS } from '@survey/shared';

/** The `redirect` value when it is safe, else the fallback (the member's home). */
export function resolveRedirect(value: unknown, fallback: string = SITE_PATHS.home): string {
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
