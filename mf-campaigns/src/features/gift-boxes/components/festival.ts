/** The festival campaigns with gift boxes, and how each looks. */
export const FESTIVALS = {
  christmas: { tone: 'linear-gradient(135deg, #c62828 0%, #2e7d32 100%)', box: '#d32f2f', ribbon: '#2e7d32', name: '圣诞礼盒' },
  duanwu: { tone: 'linear-gradient(135deg, #2e7d32 0%, #00897b 100%)', box: '#2e7d32', ribbon: '#ffb300', name: '端午礼盒' },
} as const;

export type Festival = keyof typeof FESTIVALS;
