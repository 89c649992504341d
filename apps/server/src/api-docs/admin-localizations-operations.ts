import {
  acknowledgementSchema,
  addedLocalizationKeyResponseSchema,
  addLocalizationKeyPayloadSchema,
  adminLocalizationResponseSchema,
  adminLocalizationRowSchema,
  createLocalizationPayloadSchema,
  localizationFileSchema,
  localizationLinesResponseSchema,
  paginatedResponseSchema,
  renameLocalizationPayloadSchema,
  savedLocalizationLinesResponseSchema,
  saveLocalizationLinesPayloadSchema,
} from '@tonearm/client/contract';
import * as z from 'zod';
import type { ApiOperation } from './api-operations';

const pageAndSearch = {
  page: z.int().min(1).optional(),
  perPage: z.int().optional().meta({ description: 'One of 10, 15, 20, 50, 100.' }),
  query: z.string().max(200).optional(),
};
const listQuery = z.object({
  ...pageAndSearch,
  orderBy: z.string().optional(),
  orderDir: z.enum(['asc', 'desc']).optional(),
  filters: z
    .string()
    .optional()
    .meta({ description: 'URL-safe Base64 of a JSON array of {key, operator, value}.' }),
});

const localizations = {
  tag: 'Admin: localizations',
  access: { permission: 'localizations.update' },
} as const;

/** The localizations section (`/admin/localizations`, `admin.access` and `localizations.update`). */
export const ADMIN_LOCALIZATIONS_OPERATIONS: ApiOperation[] = [
  {
    ...localizations,
    method: 'get',
    path: '/api/v1/admin/localizations',
    summary:
      'One page of localizations with how many lines each has translated (search: name, language; sorts: name, language, lines_count, created_at, updated_at; filters: created_at, updated_at)',
    query: listQuery,
    response: paginatedResponseSchema(adminLocalizationRowSchema),
  },
  {
    ...localizations,
    method: 'post',
    path: '/api/v1/admin/localizations',
    summary: 'Offer a new language (a BCP 47 code, stored in canonical case; 422 when it is offered already)',
    body: createLocalizationPayloadSchema,
    response: adminLocalizationResponseSchema,
    status: 201,
  },
  {
    ...localizations,
    method: 'put',
    path: '/api/v1/admin/localizations/{id}',
    summary: 'Rename a localization',
    body: renameLocalizationPayloadSchema,
    response: adminLocalizationResponseSchema,
  },
  {
    ...localizations,
    method: 'delete',
    path: '/api/v1/admin/localizations/{ids}',
    summary:
      'Delete localizations with their lines (comma-separated ids; 422 for the source language, English)',
    response: acknowledgementSchema,
  },
  {
    ...localizations,
    method: 'get',
    path: '/api/v1/admin/localizations/{id}/lines',
    summary:
      'One page of lines in key order: every line of the product and the keys added by hand, each with its saved translation; the search matches key or translation',
    query: z.object(pageAndSearch),
    response: localizationLinesResponseSchema,
  },
  {
    ...localizations,
    method: 'put',
    path: '/api/v1/admin/localizations/{id}/lines',
    summary:
      'Save the lines sent (key → translation); an empty translation removes the saved one, lines not sent stay',
    body: saveLocalizationLinesPayloadSchema,
    response: savedLocalizationLinesResponseSchema,
  },
  {
    ...localizations,
    method: 'post',
    path: '/api/v1/admin/localizations/{id}/lines',
    summary:
      'Add a key the product does not have (a menu label, a page name) with its text; 422 when it exists',
    body: addLocalizationKeyPayloadSchema,
    response: addedLocalizationKeyResponseSchema,
    status: 201,
  },
  {
    ...localizations,
    method: 'get',
    path: '/api/v1/admin/localizations/{id}/download',
    summary:
      'The localization as a JSON file: every line of the product ("" when untranslated) and the added keys',
    response: localizationFileSchema,
  },
  {
    ...localizations,
    method: 'post',
    path: '/api/v1/admin/localizations/{id}/upload',
    summary: 'Apply a localization file (the shape the download has): its lines are saved as by PUT …/lines',
    body: saveLocalizationLinesPayloadSchema,
    response: savedLocalizationLinesResponseSchema,
  },
];
