// Device type header value (spec section 7): 1 mobile, 2 desktop, 3 tablet.

export type DeviceType = 1 | 2 | 3;

const TABLET = /iPad|Tablet|PlayBook|Silk/i;
const MOBILE = /Mobile|iPhone|iPod|Android|BlackBerry|IEMobile|Opera Mini|Windows Phone|HarmonyOS/i;

const hasNavigator = typeof navigator !== 'undefined';

/**
 * The device the page runs on, from its user agent and touch points: iPadOS Safari sends a
 * desktop Mac user agent, and only its touch screen tells it apart from a Mac.
 */
export function detectDeviceType(
  userAgent: string = hasNavigator ? navigator.userAgent : '',
  maxTouchPoints: number = hasNavigator ? (navigator.maxTouchPoints ?? 0) : 0,
): DeviceType {
  // Android tablets drop the "Mobile" token that Android phones carry, so check them first.
  if (TABLET.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) return 3;
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 3;
  if (MOBILE.test(userAgent)) return 1;
  return 2;
}
