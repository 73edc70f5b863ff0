// Dev overrides (`pnpm --filter <area> dev`): a preview pin whose code comes from the developer's
// own dev server instead of a published version. Its origin is signed into the link, and only a
// loopback origin is honoured: a link that reached another person (or was made for them) can
// then only load code from their own machine, never from a host the link's maker controls.
import { ReleaseError } from '../base/release-error';

/** What a pin with a dev origin names as its version (the badge shows 开发 instead). */
export const DEV_VERSION = 'dev';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The normalized origin (`http://127.0.0.1:3003`), or null unless it is http(s) on a loopback host with a port. */
export function loopbackOrigin(text: unknown): string | null {
  if (typeof text !== 'string' || text.length > 100) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!bare || !/^https?:$/.test(url.protocol) || !LOOPBACK_HOSTS.has(url.hostname) || !url.port) return null;
  return url.origin;
}

/** The origin given to `dev-link`, or a refusal that says which origins are allowed. */
export function requireLoopbackOrigin(text: string): string {
  const origin = loopbackOrigin(text);
  if (!origin)
    throw new ReleaseError(
      `--origin "${text}" is not a dev server on this machine: a dev link loads code only from http://localhost:<port>, http://127.0.0.1:<port> or http://[::1]:<port>.`,
    );
  return origin;
}

/** The remote entry a dev server serves (tooling/webpack: publicPath is the server's origin). */
export const devEntry = (origin: string) => `${origin}/remoteEntry.js`;
