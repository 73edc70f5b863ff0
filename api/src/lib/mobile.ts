/** A mainland China mobile number. */
export const MOBILE_RE = /^1[3-9]\d{9}$/;

/** 13800138000 → 138****8000: how a number is shown back, and logged. */
export const maskMobile = (m: string): string => (m.length === 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : m);

/** A mobile as 138****8000, an email as x***@example.com. */
export const maskAccount = (account: string): string => {
  const at = account.indexOf('@');
  return at < 0 ? maskMobile(account) : `${account.slice(0, 1)}***${account.slice(at)}`;
};
