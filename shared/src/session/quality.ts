// Quality score levels: the spec's "point ranges" (sections 3 and 9).

export interface QualityRange {
  min: number;
  /** Inclusive; null for the open top range. */
  max: number | null;
  level: 1 | 2 | 3 | 4 | 5;
}

export const QUALITY_RANGES: readonly QualityRange[] = Object.freeze([
  { min: 0, max: 34, level: 1 },
  { min: 35, max: 84, level: 2 },
  { min: 85, max: 299, level: 3 },
  { min: 300, max: 499, level: 4 },
  { min: 500, max: null, level: 5 },
]);

/** Level 1-5 for a quality score; negative or missing scores count as level 1. */
export function qualityLevel(score: number | null | undefined): QualityRange['level'] {
  const value = Number(score) || 0;
  for (let index = QUALITY_RANGES.length - 1; index >= 0; index -= 1) {
    if (value >= QUALITY_RANGES[index].min) return QUALITY_RANGES[index].level;
  }
  return 1;
}
