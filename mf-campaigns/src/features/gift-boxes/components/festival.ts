/** The festival campaigns with gift boxes, and how each looks. */
export const FESTIVALS = {
  christmas: { tone: 'linear-gradient(135deg, #c62828 0%, #2e7d32 100%)', box: '🎁', name: '圣诞礼盒' },
  duanwu: { tone: 'linear-gradient(135deg, #2e7d32 0%, #00897b 100%)', box: '🎋', name: '端午礼盒' },
} as const;

export type Festival = keyof typeof FESTIVALS;
