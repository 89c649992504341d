import * as z from 'zod/mini';
import { type ValueListName, type ValueLists, valueListsSchema } from '../contract';
import type { HttpClient, QueryParams } from '../core/types';

/**
 * `GET value-lists/{names}` with the names joined by commas; the answer must hold every list asked for, and only
 * those are typed as present.
 */
export function getValueLists<N extends ValueListName>(
  http: HttpClient,
  names: readonly [N, ...N[]],
  params?: QueryParams,
): Promise<Pick<ValueLists, N>> {
  const requested: Partial<Record<ValueListName, true>> = Object.fromEntries(
    names.map((name) => [name, true]),
  );
  // zod cannot infer a pick from a generic name list, so the narrowed type is stated here.
  const schema = z.pick(valueListsSchema, requested) as unknown as z.core.$ZodType<Pick<ValueLists, N>>;
  return http.get(`value-lists/${names.join(',')}`, { params, schema, callName: 'GET value-lists/{names}' });
}
