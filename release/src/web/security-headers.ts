// The security headers of every answer of the site, one list for the site server (server.ts) and
// the nginx configurations (nginx/nginx-parts.ts), so what nginx serves never drifts from it.

/** Scripts only from this origin (no inline, no eval); styled-components needs inline styles. */
export const DEFAULT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The policy for a browser holding a signed dev override (rollout/dev-origin.ts): the dev server's
 * scripts, its hot-update manifests and its hot-reload socket, for that browser only.
 */
export function cspWithDevOrigin(csp: string, origin: string): string {
  const socket = origin.replace(/^http/, 'ws');
  return csp
    .split('; ')
    .map((directive) => {
      if (directive.startsWith('script-src ')) return `${directive} ${origin}`;
      if (directive.startsWith('connect-src ')) return `${directive} ${origin} ${socket}`;
      return directive;
    })
    .join('; ');
}

/**
 * The registry origin's header carrying that policy to an nginx edge (nginx-parts.ts sends it as the
 * page's CSP and never passes the header itself on): the edge cannot verify a dev link itself.
 */
export const DEV_CSP_HEADER = 'x-survey-dev-csp';

/** The site uses no camera, microphone, location, payment or device APIs; nor may anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Sent on every answer, by lower-case name (the site server lets a route's own value stand). */
export const SECURITY_HEADERS: readonly (readonly [name: string, value: string])[] = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['permissions-policy', PERMISSIONS_POLICY],
  ['content-security-policy', DEFAULT_CSP],
  ['x-frame-options', 'SAMEORIGIN'],
];

/** Strict-Transport-Security: only when the browser came over HTTPS (browsers ignore it otherwise). */
export const HSTS = 'max-age=31536000; includeSubDomains';
