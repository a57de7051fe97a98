import type { ColumnDefinitionBuilder } from 'kysely';
import type { Dialect } from './schema';

/** An auto-numbered primary key in the dialect's own words: `.addColumn(name, ...serialKey(dialect))`. */
export function serialKey(
  dialect: Dialect,
): ['serial' | 'integer', (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  return dialect === 'postgres'
    ? ['serial', (c) => c.primaryKey()]
    : ['integer', (c) => c.primaryKey().autoIncrement()];
}
