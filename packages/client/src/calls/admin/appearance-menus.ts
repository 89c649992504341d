import {
  type MenuLinkTargetsQuery,
  type MenuLinkTargetsResponse,
  menuLinkTargetsResponseSchema,
} from '../../contract';
import type { HttpClient } from '../../core/types';

/** `GET admin/appearance/menu-links`: the first custom pages or channels whose name holds the query. */
export function getMenuLinkTargets(
  http: HttpClient,
  { type, query = '' }: MenuLinkTargetsQuery,
): Promise<MenuLinkTargetsResponse> {
  return http.get('admin/appearance/menu-links', {
    params: { type, query },
    schema: menuLinkTargetsResponseSchema,
    callName: 'GET admin/appearance/menu-links',
  });
}
