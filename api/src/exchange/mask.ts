// How payout and delivery details are shown back: enough to recognise, not enough to reuse.

/** 张小明 → **明: only the last character shows. */
export const maskName = (name: string): string => {
  const chars = [...name];
  return chars.length <= 1 ? name : `${'*'.repeat(chars.length - 1)}${chars.at(-1)}`;
};

/** A card code with only its last four characters: ****-****-****-7KQ2. */
export const maskCode = (code: string): string => (code ? code.replace(/[A-Za-z0-9](?=(?:[^A-Za-z0-9]*[A-Za-z0-9]){4})/g, '*') : '');

/** A street address with its first six characters: 浦东新区张江路******. */
export const maskAddress = (address: string): string => {
  const chars = [...address];
  return chars.length <= 6 ? address : `${chars.slice(0, 6).join('')}${'*'.repeat(Math.min(chars.length - 6, 6))}`;
};
