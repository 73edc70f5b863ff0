import type { getQrcodeCheck as contract } from '@survey/contract';
import { bindCall } from '@survey/shared';

/** Code 5013 (data: waiting or scanned): not confirmed yet. */
export const QR_PENDING_CODE = 5013;
export const QR_EXPIRED_CODE = 1006;

/** Read with `.envelope()`: 5013 while waiting, 200 + the sign-in once confirmed. Polled by useQrLogin. */
export const getQrcodeCheck = bindCall<typeof contract>('GET', '/v1/auth/qrcode/check');
