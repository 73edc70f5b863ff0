import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../define-call';

/** Why an area version failed to load on a page (the shell's area loader decides). */
export const AreaFailureReason = Type.Union([
  Type.Literal('entry'),
  Type.Literal('chunk'),
  Type.Literal('integrity'),
  Type.Literal('contract'),
  Type.Literal('mount'),
  Type.Literal('other'),
]);
export type AreaFailureReason = Static<typeof AreaFailureReason>;

const AreaVersion = {
  /** Folder name, e.g. `mf-tasks`. */
  area: Type.String({ title: '区域', pattern: '^mf-[a-z0-9-]{1,40}$' }),
  version: Type.String({ title: '版本', minLength: 1, maxLength: 80, pattern: '^[0-9A-Za-z.+-]+$' }),
};

/** One thing a page load saw of one area version; no personal data. */
export const HealthEvent = Type.Union([
  /** The shell tried to load this version on this page (a fallback attempt is a load of the fallback). */
  Type.Object({ kind: Type.Literal('load'), ...AreaVersion, ok: Type.Boolean(), reason: Type.Optional(AreaFailureReason) }),
  /** An uncaught error or unhandled rejection whose stack (or, failing that, the current page) belongs to this version. */
  Type.Object({ kind: Type.Literal('error'), ...AreaVersion }),
  /** A web vital of a page whose first screen this version drew: LCP and INP in ms, CLS unitless. */
  Type.Object({
    kind: Type.Literal('vital'),
    ...AreaVersion,
    name: Type.Union([Type.Literal('LCP'), Type.Literal('CLS'), Type.Literal('INP')]),
    value: Type.Number({ minimum: 0, maximum: 600000 }),
  }),
]);
export type HealthEvent = Static<typeof HealthEvent>;

/**
 * A device id as the server issued it: `<40 hex>.<signature>` (the DEVICE_ID cookie's value, signed by
 * the site server or the registry origin; `device-id.ts`).
 */
export const SIGNED_DEVICE_ID_PATTERN = '^([0-9a-f]{40})\\.([A-Za-z0-9_-]{43})$';

export const BeaconBody = Type.Object({
  /**
   * The signed device id: a beacon counts only when its signature verifies. Its id is the rate limit's key
   * and gives the stored device hash and canary bucket; never stored itself.
   */
  deviceId: Type.String({ title: '设备号', pattern: SIGNED_DEVICE_ID_PATTERN }),
  events: Type.Array(HealthEvent, { title: '上报事件', minItems: 1, maxItems: 50 }),
});
export type BeaconBody = Static<typeof BeaconBody>;

export const postBeacon = defineCall({
  method: 'POST',
  path: '/v1/platform/beacon',
  summary:
    '前端健康上报（navigator.sendBeacon 批量）：各区域版本的加载、失败、错误和 LCP/CLS/INP；只收服务器签发的设备号；按设备和地址限流，保存 30 天',
  tag: 'platform',
  auth: false,
  schemas: { body: BeaconBody, response: Type.Object({ accepted: Type.Integer() }) },
});
