// What the site server (server.ts) and the registry origin (service/origin-routes.ts) both do per
// request: choose the manifest for the request's device and preview cookies (minting a signed device
// cookie when there is none that verifies), and answer the preview links /_preview/<token> and /_preview/exit.
import { ROLLOUT, isSafeRedirect } from '@survey/shared/platform-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NO_STORE } from './cache-policy';
import { servedOverHttps } from './served-over-https';
import type { LiveManifest } from '../base/types';
import { type ChosenManifest, chooseManifest, publishedEntry } from '../rollout/choose-manifest';
import { cookieValue, requestDevice } from '../rollout/device-cookie';
import { deviceKey } from '../rollout/device-key';
import { verifyRegistryPreview } from '../rollout/preview-revocations';

/** The manifest for this request; a minted (signed) device cookie is set on the reply. */
export function manifestForRequest(registry: string, live: LiveManifest, req: FastifyRequest, reply: FastifyReply): ChosenManifest {
  const device = requestDevice(req.headers.cookie, deviceKey(registry), { secure: servedOverHttps(req) });
  if (device.setCookie) reply.header('Set-Cookie', device.setCookie);
  return chooseManifest(live, {
    registry,
    deviceId: device.deviceId,
    preview: cookieValue(req.headers.cookie, ROLLOUT.previewCookie) ?? null,
  });
}

/**
 * The dev server origin this browser's dev override loads code from (its CSP must allow it), or
 * null: no cookie, or one that does not verify (then nothing is loaded from it either).
 */
export function requestDevOrigin(registry: string, req: FastifyRequest): string | null {
  const token = cookieValue(req.headers.cookie, ROLLOUT.previewCookie);
  return (token && verifyRegistryPreview(registry, token)?.dev) || null;
}

/** The preview cookie (`Secure` over HTTPS); an empty token with no age clears it. */
const previewCookie = (token: string, maxAge: number, secure: boolean) =>
  `${ROLLOUT.previewCookie}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** A route path the browser can open as it is (no parameter, no splat). */
const isFixed = (routePath: string) => !routePath.split('/').some((s) => s.startsWith(':') || s.includes('*'));

/**
 * Where a preview link goes and the cookie it sets: `next` when it is a same-site path (a dev
 * server's standalone page sending the member to sign in), else the pinned area's first page. A
 * token that is altered, expired, or pins a version that is not published or an area that is not
 * live → null.
 */
function previewLanding(registry: string, live: LiveManifest | null, token: string, secure: boolean, next: unknown, now = Date.now()) {
  const pin = verifyRegistryPreview(registry, token, now);
  const liveArea = live?.areas.find((a) => a.area === pin?.area);
  if (!pin || !liveArea) return null;
  // A dev override runs the live routes (its dev server's build is not published).
  const pinned = pin.dev ? liveArea : publishedEntry(registry, pin.area, pin.version);
  if (!pinned) return null;
  const maxAge = Math.floor((Date.parse(pin.until) - now) / 1000);
  if (maxAge <= 0) return null;
  const first = pinned.routes.find((r) => isFixed(r.path))?.path ?? '/';
  return { location: isSafeRedirect(next) ? next : first, cookie: previewCookie(token, maxAge, secure) };
}

const redirect = (reply: FastifyReply, location: string, cookie: string) =>
  reply.header('Cache-Control', NO_STORE).header('Set-Cookie', cookie).redirect(location, 302);

/** GET /_preview/exit and /_preview/<token>, answered from `live()`, the live manifest now. */
export function registerPreviewRoutes(app: FastifyInstance, registry: string, live: () => LiveManifest | null): void {
  app.get(ROLLOUT.previewExit, async (req, reply) => redirect(reply, '/', previewCookie('', 0, servedOverHttps(req))));
  // A wildcard, not a :param: a token is longer than a route parameter may be.
  app.get(`${ROLLOUT.previewPrefix}*`, async (req, reply) => {
    const secure = servedOverHttps(req);
    const { next } = (req.query ?? {}) as { next?: unknown };
    const landing = previewLanding(registry, live(), (req.params as { '*': string })['*'], secure, next);
    return landing ? redirect(reply, landing.location, landing.cookie) : redirect(reply, '/', previewCookie('', 0, secure));
  });
}
