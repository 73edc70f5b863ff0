// Numbers with thousands separators (spec section 9).

/** `1234567.5` → `1,234,567.5`; missing or non-numeric values read as 0. */
export function formatNumber(value: number | string | null | undefined, fractionDigits?: number): string {
  const number = Number(value);
  const safe = Number.isFinite(number) ? number : 0;
  const fixed = fractionDigits === undefined ? String(safe) : safe.toFixed(fractionDigits);
  const [whole, fraction] = fixed.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  // Plain regex rather than Intl: identical output in every browser and in tests.
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** An amount of gold as a member reads it in a sentence: `1990` → `1,990 金币`. */
export const formatGold = (value: number | string | null | undefined): string => `${formatNumber(value)} 金币`;
