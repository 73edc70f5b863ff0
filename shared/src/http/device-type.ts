// Device type header value (spec section 7): 1 mobile, 2 desktop, 3 tablet.

export type DeviceType = 1 | 2 | 3;

const TABLET = /iPad|Tablet|PlayBook|Silk/i;
const MOBILE = /Mobile|iPhone|iPod|Android|BlackBerry|IEMobile|Opera Mini|Windows Phone|HarmonyOS/i;

export function detectDeviceType(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): DeviceType {
  // Android tablets drop the "Mobile" token that Android phones carry, so check them first.
  if (TABLET.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) return 3;
  if (MOBILE.test(userAgent)) return 1;
  return 2;
}
