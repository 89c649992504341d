import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column with its table's name, for nested selects: drizzle leaves names unqualified in the fields of a
 * one-table select, and there a bare name binds to the nearest table that has such a column.
 */
export const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
