import type { HttpClient, RequestOptions } from '@survey/shared';

export interface QrCodeTicket {
  qrId: string;
  /** What the QR code encodes (scanned by the mobile app). */
  content: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export const getQrcodeLogin = (http: HttpClient, options?: RequestOptions) => http.get<QrCodeTicket>('/v1/auth/qrcode/login', options);
