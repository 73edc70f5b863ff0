// The fulfilment supplier issues virtual products at once: card codes and mobile top-ups. Only the demo
// one exists: it makes up codes and refuses virtual-operator numbers (170/171), so a failed issue can
// be seen. Without a supplier (production) virtual orders wait for an operator, who issues the code
// bought elsewhere with `orders issue <id> --code …`.
import { randomInt } from 'node:crypto';

export type TopUpResult = { ok: true } | { ok: false; reason: string };

export interface FulfilmentSupplier {
  /** A new card code for a card or activation-code product. */
  cardCode(): Promise<string>;
  topUp(mobile: string): Promise<TopUpResult>;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A card code of four groups of four: 7KQ2-M9XD-…, without look-alike characters. */
function demoCardCode(): string {
  const group = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}

export const demoFulfilmentSupplier: FulfilmentSupplier = {
  cardCode: async () => demoCardCode(),
  topUp: async (mobile) => (/^17[01]/.test(mobile) ? { ok: false, reason: '充值失败：供应商暂不支持虚拟运营商号段' } : { ok: true }),
};
