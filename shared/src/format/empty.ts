// The empty-list placeholder (spec sections 8 and 9).

export const EMPTY_TOP_PADDING = 180;

export function emptyText(content = '数据'): string {
  return `当前没有${content}哦~！`;
}
