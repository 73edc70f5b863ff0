/** Page and size of a `PageQuery` (the schema fills the defaults) and the rows to skip. */
export function paging(query: { page?: number; size?: number }, defaultSize = 10): { page: number; size: number; offset: number } {
  const page = query.page ?? 1;
  const size = query.size ?? defaultSize;
  return { page, size, offset: (page - 1) * size };
}
