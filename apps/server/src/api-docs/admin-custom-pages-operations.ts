import {
  acknowledgementSchema,
  adminAdsResponseSchema,
  adminAdsSchema,
  adminCustomPageResponseSchema,
  adminCustomPageRowSchema,
  customPagePayloadSchema,
  paginatedResponseSchema,
} from '@tonearm/client/contract';
import * as z from 'zod';
import type { ApiOperation } from './api-operations';

const listQuery = z.object({
  page: z.int().min(1).optional(),
  perPage: z.int().optional().meta({ description: 'One of 10, 15, 20, 50, 100.' }),
  query: z.string().max(200).optional().meta({ description: 'Searched in the title and the slug.' }),
  orderBy: z.enum(['title', 'slug', 'created_at', 'updated_at']).optional(),
  orderDir: z.enum(['asc', 'desc']).optional(),
  filters: z.string().optional().meta({
    description:
      'URL-safe Base64 of a JSON array of {key, operator, value}: created_at and updated_at (between {start, end}).',
  }),
});

const pages = { tag: 'Admin: custom pages', access: { permission: 'custom_pages.update' } } as const;
const ads = { tag: 'Admin: ads', access: { permission: 'settings.update' } } as const;

/** The custom pages (`custom_pages.update`) and ads (`settings.update`) sections, each also needing `admin.access`. */
export const ADMIN_CUSTOM_PAGES_OPERATIONS: ApiOperation[] = [
  {
    ...pages,
    method: 'get',
    path: '/api/v1/admin/custom-pages',
    summary: 'One page of custom pages, each with whether the footer links it',
    query: listQuery,
    response: paginatedResponseSchema(adminCustomPageRowSchema),
  },
  {
    ...pages,
    method: 'post',
    path: '/api/v1/admin/custom-pages',
    summary:
      'Publish a page: its HTML body is sanitised before it is stored, its slug must be free, and the footer links it when asked',
    body: customPagePayloadSchema,
    response: adminCustomPageResponseSchema,
    status: 201,
  },
  {
    ...pages,
    method: 'get',
    path: '/api/v1/admin/custom-pages/{id}',
    summary: 'A custom page with its body, SEO title and description',
    response: adminCustomPageResponseSchema,
  },
  {
    ...pages,
    method: 'put',
    path: '/api/v1/admin/custom-pages/{id}',
    summary: 'Rewrite a page; a footer link follows a changed slug',
    body: customPagePayloadSchema,
    response: adminCustomPageResponseSchema,
  },
  {
    ...pages,
    method: 'delete',
    path: '/api/v1/admin/custom-pages/{ids}',
    summary: 'Delete pages and their footer links (comma-separated ids)',
    response: acknowledgementSchema,
  },
  {
    ...ads,
    method: 'get',
    path: '/api/v1/admin/ads',
    summary: 'Each ad slot’s snippet and whether ads are off',
    response: adminAdsResponseSchema,
  },
  {
    ...ads,
    method: 'put',
    path: '/api/v1/admin/ads',
    summary:
      'Store every ad slot’s snippet (scripts allowed: each slot is drawn in a sandboxed frame) and the switch',
    body: adminAdsSchema,
    response: adminAdsResponseSchema,
  },
];
