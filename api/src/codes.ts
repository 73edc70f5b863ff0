/** Envelope codes of the reference API. HTTP status is 200 for every envelope answer. */
export const Codes = {
  OK: 200,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  INTERNAL: 500,
  INVALID_PARAMS: 1001,
  SMS_CODE_INVALID: 1002,
  BAD_CREDENTIALS: 1003,
  TOO_FREQUENT: 1004,
  REFRESH_INVALID: 1005,
  QRCODE_EXPIRED: 1006,
  MOBILE_REGISTERED: 1007,
  MOBILE_NOT_REGISTERED: 1008,
  INVITE_CODE_INVALID: 1009,
  INSUFFICIENT: 1010,
  NOT_GROUP_MEMBER: 1011,
  SNS_NOT_CONFIGURED: 1012,
  SNS_ALREADY_BOUND: 1013,
  SNS_TOKEN_INVALID: 1014,
  OAUTH_STATE_INVALID: 1015,
  /** A sign-in method change without a live step-up ticket (or old password). */
  STEP_UP_REQUIRED: 1016,
  /**
   * Many SMS from one network address this hour: the send needs a solved check (POST /v1/auth/sms/challenge);
   * also the answer to a check that is wrong, used, expired, forged or from another address.
   */
  CAPTCHA_REQUIRED: 1017,
  ALREADY_CHECKED_IN: 5629,
  QRCODE_WAITING: 5013,
} as const;

export type Code = (typeof Codes)[keyof typeof Codes];

export const Messages: Record<number, string> = {
  200: 'success',
  401: '未登录或登录已过期',
  404: '请求的资源不存在',
  500: '服务器内部错误',
  1001: '参数错误',
  1002: '验证码错误或已过期',
  1003: '账号或密码错误',
  1004: '发送过于频繁，请稍后再试',
  1005: '刷新凭证无效',
  1006: '二维码已过期',
  1007: '手机号已注册',
  1008: '手机号未注册',
  1009: '邀请码无效',
  1010: '余额不足',
  1011: '不是该讨论组成员',
  1012: '第三方登录未配置',
  1013: '该手机号已绑定其他第三方账号',
  1014: '第三方授权已失效，请重新授权',
  1015: '授权状态无效，请重新登录',
  1016: '请先验证身份（登录密码或手机验证码）',
  1017: '当前网络请求较多，请完成验证后继续',
  5629: '今日已签到',
  5013: '二维码等待确认',
};

/** A business error: answered as HTTP 200 with `{ code, message, data }`. */
export class BusinessError extends Error {
  constructor(
    public readonly code: number,
    message?: string,
    public readonly data: unknown = null,
  ) {
    super(message ?? Messages[code] ?? '请求失败');
  }
}

export function invalid(message: string): BusinessError {
  return new BusinessError(Codes.INVALID_PARAMS, message);
}
