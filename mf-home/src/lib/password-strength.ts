/** 0 none, 1 弱, 2 中, 3 强: length and the kinds of characters (letters, digits, symbols) used. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 {
  if (!password) return 0;
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
  if (password.length < 8 || kinds === 1) return 1;
  if (password.length >= 10 && kinds === 3) return 3;
  return kinds >= 2 ? 2 : 1;
}

export const STRENGTH_LABELS = ['', '弱', '中', '强'] as const;
