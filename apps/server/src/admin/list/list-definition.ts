import type { ListFilterOperator, ListFilterValue } from '@tonearm/client/rules';
import type { SQL } from 'drizzle-orm';
import type * as z from 'zod';

/** One filter a list offers: which operators it takes, what its value must be, and the condition it adds. */
export interface ListFilterDefinition<V extends ListFilterValue = ListFilterValue> {
  operators: readonly ListFilterOperator[];
  /** The value's shape; a value it refuses answers 422 naming the filter. */
  value: z.ZodType<V>;
  where(operator: ListFilterOperator, value: V): SQL;
}

/**
 * What a list lets a client ask for. Sort keys and filter keys are names the list chooses; only the SQL given here
 * ever reaches the database, so an unknown key is refused, never interpolated.
 */
export interface ListDefinition {
  /** Sort key → the expression it orders by. */
  sorts: Record<string, SQL>;
  defaultSort: { key: string; dir: 'asc' | 'desc' };
  /** The condition for the search text; lists without a search leave it out and ignore `query`. */
  search?: (text: string) => SQL;
  filters: Record<string, ListFilterDefinition<never>>;
  /** A unique expression to break ties in any order, so pages never overlap (usually the id). */
  tieBreaker: SQL;
}

/** Declares a filter with its value type checked against its condition. */
export function listFilter<V extends ListFilterValue>(
  definition: ListFilterDefinition<V>,
): ListFilterDefinition<never> {
  return definition as unknown as ListFilterDefinition<never>;
}
