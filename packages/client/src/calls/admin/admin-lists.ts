import type * as z from 'zod/mini';
import {
  type Acknowledgement,
  acknowledgementSchema,
  type PaginatedResponse,
  paginatedResponseSchema,
} from '../../contract';
import type { HttpClient } from '../../core/types';
import { encodeListFilters, type ListQuery } from '../../rules/list-query/list-query';
import { pathSegment } from '../path-segment';

/** The query parameters an admin list endpoint reads for `query`. */
export function listQueryParams(query: ListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, perPage: query.perPage };
  if (query.query.trim() !== '') params.query = query.query.trim();
  if (query.orderBy !== null) {
    params.orderBy = query.orderBy;
    params.orderDir = query.orderDir;
  }
  const filters = encodeListFilters(query.filters);
  if (filters !== '') params.filters = filters;
  return params;
}

/** `GET {resource}`: one page of an admin list, each row checked against `row`. */
export function getAdminList<S extends z.core.$ZodType>(
  http: HttpClient,
  resource: string,
  query: ListQuery,
  row: S,
): Promise<PaginatedResponse<z.infer<S>>> {
  return http.get(resource, {
    params: listQueryParams(query),
    schema: paginatedResponseSchema(row),
    callName: `GET ${resource}`,
  }) as Promise<PaginatedResponse<z.infer<S>>>;
}

/** `DELETE {resource}/{id,id,…}`: deletes the selected rows of an admin list. */
export function deleteAdminRows(
  http: HttpClient,
  resource: string,
  ids: readonly (number | string)[],
): Promise<Acknowledgement> {
  return http.delete(`${resource}/${ids.map((id) => pathSegment(id)).join(',')}`, {
    schema: acknowledgementSchema,
    callName: `DELETE ${resource}/{ids}`,
  });
}
