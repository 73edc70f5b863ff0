/** A mainland China mobile number. */
export const MOBILE_RE = /^1[3-9]\d{9}$/;

/** 13800138000 → 138****8000: how a number is shown back, and logged. */
export const maskMobile = (m: string): string => (m.length === 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : m);
