// How names, accounts, addresses and card codes are shown back: enough to recognise, not enough to reuse.
import { maskMobile } from './mobile';

/** 张小明 → **明: only the last character shows. */
export const maskName = (name: string): string => {
  const chars = [...name];
  return chars.length <= 1 ? name : `${'*'.repeat(chars.length - 1)}${chars.at(-1)}`;
};

/** A mobile as 138****8000, an email as x***@example.com. */
export const maskAccount = (account: string): string => {
  const at = account.indexOf('@');
  return at < 0 ? maskMobile(account) : `${account.slice(0, 1)}***${account.slice(at)}`;
};

/** A card code with only its last four characters: ****-****-****-7KQ2. */
export const maskCode = (code: string): string => (code ? code.replace(/[A-Za-z0-9](?=(?:[^A-Za-z0-9]*[A-Za-z0-9]){4})/g, '*') : '');

/** A street address with its first six characters: 浦东新区张江路******. */
export const maskAddress = (address: string): string => {
  const chars = [...address];
  return chars.length <= 6 ? address : `${chars.slice(0, 6).join('')}${'*'.repeat(Math.min(chars.length - 6, 6))}`;
};
