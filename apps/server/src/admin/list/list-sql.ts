import { and, asc, desc, type SQL } from 'drizzle-orm';
import type { ListDefinition } from './list-definition';
import type { ValidListQuery } from './read-list-query';

/** The condition of a list request: its search and every filter, all of which must hold. */
export function listWhere(definition: ListDefinition, query: ValidListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.query !== '' && definition.search) conditions.push(definition.search(query.query));
  for (const filter of query.filters) {
    // readListQuery checked the key, the operator and the value's shape.
    const known = definition.filters[filter.key];
    if (known) conditions.push(known.where(filter.operator, filter.value as never));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The order of a list request, with the tie-breaker last so rows keep their place from page to page. */
export function listOrder(definition: ListDefinition, query: ValidListQuery): SQL[] {
  const direction = query.orderDir === 'asc' ? asc : desc;
  const sort = definition.sorts[query.orderBy] ?? definition.sorts[definition.defaultSort.key];
  return sort ? [direction(sort), direction(definition.tieBreaker)] : [direction(definition.tieBreaker)];
}

/** `LIKE` text that matches `text` literally anywhere, `%` and `_` included. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
