/** Join states (spec section 3), by value. */
export const JOIN_STATE_NAMES = ['未完成', '已完成', '被甄别', '配额已满', '答题过短', 'IP受限', 'Cookie受限', '城市受限', '超时'] as const;
