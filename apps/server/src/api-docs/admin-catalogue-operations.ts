import {
  acknowledgementSchema,
  adminAlbumPayloadSchema,
  adminAlbumResponseSchema,
  adminAlbumRowSchema,
  adminArtistPayloadSchema,
  adminArtistResponseSchema,
  adminArtistRowSchema,
  adminReportResponseSchema,
  adminTrackPayloadSchema,
  adminTrackResponseSchema,
  adminTrackRowSchema,
  catalogueDeletionFilesSchema,
  paginatedResponseSchema,
} from '@tonearm/client/contract';
import * as z from 'zod';
import { reportRangeQuery } from './admin-reports-operations';
import type { ApiOperation } from './api-operations';

const listQuery = z.object({
  page: z.int().min(1).optional(),
  perPage: z.int().optional().meta({ description: 'One of 10, 15, 20, 50, 100.' }),
  query: z.string().max(200).optional(),
  orderBy: z.string().optional(),
  orderDir: z.enum(['asc', 'desc']).optional(),
  filters: z
    .string()
    .optional()
    .meta({ description: 'URL-safe Base64 of a JSON array of {key, operator, value}.' }),
});

interface Section {
  resource: 'tracks' | 'albums' | 'artists';
  permission: string;
  listSummary: string;
  row: z.core.$ZodType;
  payload: z.core.$ZodType;
  response: z.core.$ZodType;
  creates: string;
  deletes: string;
}

function sectionOperations(section: Section): ApiOperation[] {
  const common = {
    tag: `Admin: ${section.resource}`,
    access: { permission: section.permission },
  } as const;
  const path = `/api/v1/admin/${section.resource}`;
  return [
    {
      ...common,
      method: 'get',
      path,
      summary: section.listSummary,
      query: listQuery,
      response: paginatedResponseSchema(section.row),
    },
    {
      ...common,
      method: 'post',
      path,
      summary: section.creates,
      body: section.payload,
      response: section.response,
      status: 201,
    },
    {
      ...common,
      method: 'get',
      path: `${path}/{id}`,
      summary: 'Everything its form edits',
      response: section.response,
    },
    {
      ...common,
      method: 'put',
      path: `${path}/{id}`,
      summary: 'Save its form; files it no longer uses leave storage',
      body: section.payload,
      response: section.response,
    },
    {
      ...common,
      method: 'get',
      path: `${path}/{id}/insights`,
      summary:
        'Its insights for a range: plays over time against the preceding period, its most played tracks (an album or artist), listeners, and the devices, browsers, platforms and countries of its plays',
      query: reportRangeQuery,
      response: adminReportResponseSchema,
    },
    {
      ...common,
      method: 'get',
      path: `${path}/{ids}/files`,
      summary: `The stored files deleting these (comma-separated ids) would remove, for the confirmation`,
      response: catalogueDeletionFilesSchema,
    },
    {
      ...common,
      method: 'delete',
      path: `${path}/{ids}`,
      summary: section.deletes,
      response: acknowledgementSchema,
    },
  ];
}

/** The catalogue sections: tracks (`music.update`), albums (`albums.update`) and artists (`artists.update`). */
export const ADMIN_CATALOGUE_OPERATIONS: ApiOperation[] = [
  ...sectionOperations({
    resource: 'tracks',
    permission: 'music.update',
    listSummary:
      'One page of tracks (search: name; sorts: name, duration, plays, created_at, updated_at; filters: has_artwork, in_album, plays, created_at, updated_at, artist)',
    row: adminTrackRowSchema,
    payload: adminTrackPayloadSchema,
    response: adminTrackResponseSchema,
    creates: 'Add a track from its form; `src` (the uploaded audio) is required',
    deletes: 'Delete tracks (comma-separated ids) and remove their stored audio and artwork',
  }),
  ...sectionOperations({
    resource: 'albums',
    permission: 'albums.update',
    listSummary:
      'One page of albums (search: name; sorts: name, release_date, tracks_count, plays, created_at, updated_at; filters: has_artwork, release_date, tracks_count, plays, created_at, updated_at, artist)',
    row: adminAlbumRowSchema,
    payload: adminAlbumPayloadSchema,
    response: adminAlbumResponseSchema,
    creates: 'Add an album from its form, with the tracks it lists',
    deletes: 'Delete albums (comma-separated ids) with their tracks, and remove their stored files',
  }),
  ...sectionOperations({
    resource: 'artists',
    permission: 'artists.update',
    listSummary:
      'One page of artists (search: name; sorts: name, albums_count, plays, created_at, updated_at; filters: verified, has_image, albums_count, plays, created_at, updated_at)',
    row: adminArtistRowSchema,
    payload: adminArtistPayloadSchema,
    response: adminArtistResponseSchema,
    creates: 'Add an artist from its form',
    deletes:
      'Delete artists (comma-separated ids) with the albums and tracks credited to them alone, and remove their stored files',
  }),
];
