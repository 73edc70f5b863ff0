// Mainland resident ID numbers (GB 11643-1999): 6-digit region, birth date, sequence, check character.

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';
/** First two digits: the province-level regions (11 Beijing … 65 Xinjiang, 71 Taiwan, 81/82 Hong Kong, Macau). */
const PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82,
]);

/** The check character of the first 17 digits. */
export function idCheckChar(first17: string): string {
  const sum = [...first17].reduce((acc, digit, i) => acc + Number(digit) * WEIGHTS[i], 0);
  return CHECK[sum % 11];
}

/** Why `id` is not a valid 18-character ID number (checked at `now`), or null when it is. */
export function idNumberProblem(id: string, now: number): string | null {
  const value = id.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(value)) return '身份证号应为 18 位数字，末位可为 X';
  if (!PROVINCES.has(Number(value.slice(0, 2)))) return '身份证号的地区码不正确';
  const [y, m, d] = [value.slice(6, 10), value.slice(10, 12), value.slice(12, 14)].map(Number);
  const birth = Date.UTC(y, m - 1, d);
  const date = new Date(birth);
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || birth > now) {
    return '身份证号的出生日期不正确';
  }
  if (idCheckChar(value.slice(0, 17)) !== value[17]) return '身份证号校验码不正确，请核对';
  return null;
}

/** 110101199003071234 → 110***********1234. */
export const maskIdNumber = (id: string): string => `${id.slice(0, 3)}${'*'.repeat(11)}${id.slice(-4).toUpperCase()}`;
