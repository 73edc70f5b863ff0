// Fixtures of the sign-in area's tests, typed from the API contract: a renamed field fails their typecheck.
import type { CallResponse, getSnsCallback, LoginResult, QrCodeTicket } from '@survey/contract';

export const MOBILE = '13812345678';
export const CODE = '246810';
export const PASSWORD = 'secret123';

export function loginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  return {
    token: 'a'.repeat(64),
    refreshToken: 'b'.repeat(64),
    expired: Date.now() + 2 * 60 * 60 * 1000,
    user: { id: 2002, nickname: '新会员', avatar: '', memberCode: 'M2002', mobile: '138****5678', bbsRole: 0 },
    ...overrides,
  };
}

export const QR_TICKET = {
  qrId: 'qr-1',
  content: 'survey-app://qrcode/login?qrId=qr-1',
  expiresAt: Date.now() + 2 * 60 * 1000,
} satisfies QrCodeTicket;

export const SNS_BIND_TICKET = {
  status: 'bind' as const,
  snsToken: 'c'.repeat(64),
  nickname: '微信小明',
  avatar: '',
  type: 1,
} satisfies CallResponse<typeof getSnsCallback>;
