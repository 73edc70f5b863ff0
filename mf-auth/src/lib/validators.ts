// Field rules of the sign-in forms. Each returns the message to show, or '' when valid.

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

export const MESSAGES = {
  mobile: '请输入正确的手机号',
  code: '请输入6位验证码',
  passwordRequired: '请输入密码',
  passwordShort: `密码不能少于${PASSWORD_MIN}位`,
  passwordLength: `密码长度应为${PASSWORD_MIN}-${PASSWORD_MAX}位`,
  passwordChars: '密码只能包含字母、数字和符号',
  confirmRequired: '请再次输入密码',
  confirmMismatch: '两次输入的密码不一致',
  agreement: '请先阅读并同意《用户协议》和《隐私政策》',
} as const;

export function validateMobile(mobile: string): string {
  return MOBILE_PATTERN.test(mobile.trim()) ? '' : MESSAGES.mobile;
}

export function validateSmsCode(code: string): string {
  return SMS_CODE_PATTERN.test(code.trim()) ? '' : MESSAGES.code;
}

/** Sign-in password: only presence and the minimum length (old passwords stay valid). */
export function validateLoginPassword(password: string): string {
  if (password === '') return MESSAGES.passwordRequired;
  return password.length < PASSWORD_MIN ? MESSAGES.passwordShort : '';
}

/** A password being set (register, reset, invite, new account): 6-20 printable ASCII characters. */
export function validateNewPassword(password: string): string {
  if (password === '') return MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return MESSAGES.passwordLength;
  return /^[\x21-\x7e]+$/.test(password) ? '' : MESSAGES.passwordChars;
}

export function validateConfirm(password: string, confirm: string): string {
  if (confirm === '') return MESSAGES.confirmRequired;
  return confirm === password ? '' : MESSAGES.confirmMismatch;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Keeps only the failing fields; an empty object means the form is valid. */
export function collectErrors<K extends string>(checks: Record<K, string>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(checks) as K[]) if (checks[key]) errors[key] = checks[key];
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
