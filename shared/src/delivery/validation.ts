// Checks of what a member types in the payout and delivery forms, made before sending; the API checks again.

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** Why `value` is not a valid 18-character ID number, or null when it is. */
export function idNumberProblem(value: string): string | null {
  const id = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return '身份证号应为 18 位数字，末位可为 X';
  const [y, m, d] = [id.slice(6, 10), id.slice(10, 12), id.slice(12, 14)].map(Number);
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d || birth.getTime() > Date.now())
    return '身份证号的出生日期不正确';
  const sum = [...id.slice(0, 17)].reduce((acc, digit, i) => acc + Number(digit) * WEIGHTS[i], 0);
  return CHECK[sum % 11] === id[17] ? null : '身份证号校验码不正确，请核对';
}

/** A name as on an ID card: 2-20 Chinese characters, a middle dot allowed. */
export const isPersonName = (value: string) =>
  /^[\u4e00-\u9fa5]+(·[\u4e00-\u9fa5]+)*$/.test(value) && [...value].length >= 2 && [...value].length <= 20;

export const isMobile = (value: string) => /^1[3-9]\d{9}$/.test(value);
