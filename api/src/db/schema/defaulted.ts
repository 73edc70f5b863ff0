import type { ColumnType } from 'kysely';

/** A column the database fills when an insert leaves it out (a DEFAULT, or NULL). */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
