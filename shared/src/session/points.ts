// Point levels (spec sections 3 and 9) and the bbsRole rule that hides points (section 5).

export interface PointRange {
  min: number;
  /** Inclusive; null for the open top range. */
  max: number | null;
  level: 1 | 2 | 3 | 4 | 5;
}

export const POINT_RANGES: readonly PointRange[] = Object.freeze([
  { min: 0, max: 34, level: 1 },
  { min: 35, max: 84, level: 2 },
  { min: 85, max: 299, level: 3 },
  { min: 300, max: 499, level: 4 },
  { min: 500, max: null, level: 5 },
]);

/** Level 1-5 for a point total; negative or missing totals count as level 1. */
export function pointLevel(points: number | null | undefined): PointRange['level'] {
  const value = Number(points) || 0;
  for (let index = POINT_RANGES.length - 1; index >= 0; index -= 1) {
    if (value >= POINT_RANGES[index].min) return POINT_RANGES[index].level;
  }
  return 1;
}

/** bbsRole 1 or 2 hides the point display. */
export function showsPoints(bbsRole: number | null | undefined): boolean {
  return bbsRole !== 1 && bbsRole !== 2;
}
