// The demo fulfilment supplier: issues card codes and tops up mobiles at once, as a real supplier's
// API would answer. Virtual-operator numbers (170/171) are refused, so a failed issue can be seen.
import { randomInt } from 'node:crypto';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A card code of four groups of four: 7KQ2-M9XD-…, without look-alike characters. */
export function issueCardCode(): string {
  const group = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}

export type TopUpResult = { ok: true } | { ok: false; reason: string };

export function topUp(mobile: string): TopUpResult {
  if (/^17[01]/.test(mobile)) return { ok: false, reason: '充值失败：供应商暂不支持虚拟运营商号段' };
  return { ok: true };
}
