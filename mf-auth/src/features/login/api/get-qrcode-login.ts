import type { getQrcodeLogin as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

/** A new login QR code; polled by useQrLogin (hooks/use-qr-login.ts) with get-qrcode-check. */
export const getQrcodeLogin = bindCall<typeof contract>('GET', '/v1/auth/qrcode/login');
