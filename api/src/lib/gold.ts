/** An amount of gold as members read it everywhere (spec §9: thousands separators): `9,900 金币`. */
export const formatGold = (amount: number): string => `${amount.toLocaleString('en-US')} 金币`;
