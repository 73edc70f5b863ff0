import type { HttpClient, LoginResult } from '@survey/shared';

/** Code 5013: not confirmed yet. */
export interface QrCodePending { status: 'waiting' | 'scanned' }
export const QR_PENDING_CODE = 5013;
export const QR_EXPIRED_CODE = 1006;

/** The whole envelope: 5013 + QrCodePending while waiting, 200 + LoginResult once confirmed. */
export const getQrcodeCheck = (http: HttpClient, qrId: string, signal?: AbortSignal) => http.request<QrCodePending | LoginResult>({ method: 'GET', url: '/v1/auth/qrcode/check', params: { qrId }, signal });
