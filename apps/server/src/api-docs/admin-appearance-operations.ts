import {
  appearancePayloadSchema,
  appearanceValuesResponseSchema,
  menuLinkTargetsQuerySchema,
  menuLinkTargetsResponseSchema,
} from '@tonearm/client/contract';
import type { ApiOperation } from './api-operations';

const appearance = { tag: 'Admin: appearance', access: { permission: 'appearance.update' } } as const;

/** The appearance editor (`/admin/appearance`, `admin.access` and `appearance.update`). */
export const ADMIN_APPEARANCE_OPERATIONS: ApiOperation[] = [
  {
    ...appearance,
    method: 'get',
    path: '/api/v1/admin/appearance/values',
    summary:
      "The site's branding, themes and menus as visitors get them, the roles and permissions a menu item can name, and the shipped light and dark colours",
    response: appearanceValuesResponseSchema,
  },
  {
    ...appearance,
    method: 'post',
    path: '/api/v1/admin/appearance',
    summary:
      'Store the appearance editor’s changes in one call: the branding, the whole theme list (listed themes with an id are updated, without one created, the others deleted), the SEO templates of the pages that changed (null gives a page its original ones), the custom CSS and HTML, the landing page, and the whole list of menus (replacing the stored one)',
    body: appearancePayloadSchema,
    response: appearanceValuesResponseSchema,
  },
  {
    ...appearance,
    method: 'get',
    path: '/api/v1/admin/appearance/menu-links',
    summary: 'Custom pages or channels whose name holds the query, as links a menu item can take',
    query: menuLinkTargetsQuerySchema,
    response: menuLinkTargetsResponseSchema,
  },
];
