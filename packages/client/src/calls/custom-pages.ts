import { type CustomPageResponse, customPageResponseSchema } from '../contract';
import type { HttpClient } from '../core/types';
import { pathSegment } from './path-segment';

/** `GET custom-pages/{idOrSlug}`. */
export function getCustomPage(http: HttpClient, idOrSlug: number | string): Promise<CustomPageResponse> {
  return http.get(`custom-pages/${pathSegment(idOrSlug)}`, {
    schema: customPageResponseSchema,
    callName: 'GET custom-pages/{idOrSlug}',
  });
}
