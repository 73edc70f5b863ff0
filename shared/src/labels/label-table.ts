// The shape of every label table (spec section 3) and the lookup helpers screens use.
import { theme } from '@survey/shared/theme';

/** Named apart from ui's TagType (a superset with 'gold') so the main index exports both. */
export type LabelTagType = 'default' | 'primary' | 'success' | 'warning' | 'danger';

export interface LabelEntry<V extends number = number> {
  value: V;
  label: string;
  /** Text colour for plain-text display. */
  color: string;
  /** Tag style for badge display. */
  tag: LabelTagType;
}

export type LabelTable<V extends number = number> = readonly LabelEntry<V>[];

/** Text colours per tag type: the theme's, readable (WCAG AA) on white and on their tints. */
export const TAG_COLORS: Record<LabelTagType, string> = {
  default: theme.colors.textMuted,
  primary: theme.colors.primary,
  success: theme.colors.success,
  warning: theme.colors.warningText,
  danger: theme.colors.danger,
};

/** Builds a table from `[value, label, tag]` rows; colours follow the tag. */
export function labelTable<V extends number>(rows: readonly (readonly [V, string, LabelTagType?])[]): LabelTable<V> {
  return Object.freeze(rows.map(([value, label, tag = 'default']) => Object.freeze({ value, label, tag, color: TAG_COLORS[tag] })));
}

export function entryOf<V extends number>(table: LabelTable<V>, value: number | string | null | undefined): LabelEntry<V> | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return table.find((entry) => entry.value === Number(value));
}

/** The label for `value`, or `fallback` (empty) when the value is unknown. */
export function labelOf(table: LabelTable, value: number | string | null | undefined, fallback = ''): string {
  return entryOf(table, value)?.label ?? fallback;
}
