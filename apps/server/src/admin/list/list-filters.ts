import { and, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import * as z from 'zod';
import { listFilter } from './list-definition';

const dateRange = z.object({
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
});

/** A `between` filter on a timestamp column or expression, both ends included. */
export const betweenDates = (column: SQL | Parameters<typeof gte>[0]) =>
  listFilter({
    operators: ['between'],
    value: dateRange,
    where: (_, value): SQL =>
      and(gte(column, new Date(value.start)), lte(column, new Date(value.end))) as SQL,
  });

/** `created_at` and `updated_at` filters on a table's two timestamps, as most admin lists offer. */
export const timestampFilters = (table: { created_at: AnyPgColumn; updated_at: AnyPgColumn }) => ({
  created_at: betweenDates(table.created_at),
  updated_at: betweenDates(table.updated_at),
});

/** A whole-number comparison on `expression` (plays, tracks, albums). */
export const comparedCount = (expression: SQL) =>
  listFilter({
    operators: ['=', '!=', '>', '>=', '<', '<='],
    value: z.number().int().min(0),
    // The operator was checked against the list above, so it is one of these six.
    where: (operator, value): SQL =>
      sql`${expression} ${sql.raw(operator === '!=' ? '<>' : operator)} ${value}`,
  });

/** A yes/no filter on `condition`: `=` true keeps rows where it holds, `=` false (or `!=` true) the others. */
export const yesNo = (condition: SQL) =>
  listFilter({
    operators: ['=', '!='],
    value: z.boolean(),
    where: (operator, value): SQL => ((operator === '=') === value ? condition : sql`not (${condition})`),
  });
