import {
  acknowledgementSchema,
  adminLyricPayloadSchema,
  adminLyricResponseSchema,
  adminLyricRowSchema,
  adminPlaylistCreatePayloadSchema,
  adminPlaylistOwnerResponseSchema,
  adminPlaylistOwnersSchema,
  adminPlaylistPayloadSchema,
  adminPlaylistResponseSchema,
  adminPlaylistRowSchema,
  adminTrackChoiceResponseSchema,
  adminTrackChoicesSchema,
  paginatedResponseSchema,
} from '@tonearm/client/contract';
import * as z from 'zod';
import type { ApiOperation } from './api-operations';

const listQuery = (search: string, sorts: [string, ...string[]], filters: string) =>
  z.object({
    page: z.int().min(1).optional(),
    perPage: z.int().optional().meta({ description: 'One of 10, 15, 20, 50, 100.' }),
    query: z.string().max(200).optional().meta({ description: search }),
    orderBy: z.enum(sorts).optional(),
    orderDir: z.enum(['asc', 'desc']).optional(),
    filters: z
      .string()
      .optional()
      .meta({ description: `URL-safe Base64 of a JSON array of {key, operator, value}: ${filters}.` }),
  });

const playlists = { tag: 'Admin: playlists', access: { permission: 'playlists.update' } } as const;
const lyrics = { tag: 'Admin: lyrics', access: { permission: 'lyrics.update' } } as const;
// The document names one permission; music.update and comments.update open the picker too.
const picker = { tag: 'Admin: lyrics', access: { permission: 'lyrics.update' } } as const;

/** The playlists (`playlists.update`) and lyrics (`lyrics.update`) sections, and the admin's track picker. */
export const ADMIN_PLAYLISTS_LYRICS_OPERATIONS: ApiOperation[] = [
  {
    ...playlists,
    method: 'get',
    path: '/api/v1/admin/playlists',
    summary: "One page of every listener's playlists, each with its owner, tracks and views",
    query: listQuery(
      'Searched in the name.',
      ['name', 'tracks_count', 'views', 'created_at', 'updated_at'],
      'public, collaborative, owner (a user id), tracks_count, views, created_at and updated_at (between {start, end})',
    ),
    response: paginatedResponseSchema(adminPlaylistRowSchema),
  },
  {
    ...playlists,
    method: 'get',
    path: '/api/v1/admin/playlists/owners',
    summary: "Up to ten accounts whose name or email holds the search, for the list's Owner filter",
    query: z.object({ query: z.string().max(255).optional() }),
    response: adminPlaylistOwnersSchema,
  },
  {
    ...playlists,
    method: 'get',
    path: '/api/v1/admin/playlists/owners/{id}',
    summary: 'The account the Owner filter holds',
    response: adminPlaylistOwnerResponseSchema,
  },
  {
    ...playlists,
    method: 'post',
    path: '/api/v1/admin/playlists',
    summary:
      'Add a playlist for the operator, or for the account owner_id names; an unknown owner answers 422',
    body: adminPlaylistCreatePayloadSchema,
    response: adminPlaylistResponseSchema,
    status: 201,
  },
  {
    ...playlists,
    method: 'put',
    path: '/api/v1/admin/playlists/{id}',
    summary: "Save any playlist's name, description, visibility, collaboration and cover",
    body: adminPlaylistPayloadSchema,
    response: adminPlaylistResponseSchema,
  },
  {
    ...playlists,
    method: 'delete',
    path: '/api/v1/admin/playlists/{ids}',
    summary: 'Delete playlists (comma-separated ids) with their entries and followers',
    response: acknowledgementSchema,
  },
  {
    ...lyrics,
    method: 'get',
    path: '/api/v1/admin/lyrics',
    summary: 'One page of lyrics, each with its track and album',
    query: listQuery(
      "Searched in the track's name.",
      ['created_at', 'updated_at'],
      'synced, created_at and updated_at (between {start, end})',
    ),
    response: paginatedResponseSchema(adminLyricRowSchema),
  },
  {
    ...lyrics,
    method: 'get',
    path: '/api/v1/admin/lyrics/{id}',
    summary: 'One lyric with its text, for its editor',
    response: adminLyricResponseSchema,
  },
  {
    ...lyrics,
    method: 'post',
    path: '/api/v1/admin/lyrics',
    summary: "Add a track's lyrics; synced text that is not LRC answers 422 naming the line",
    body: adminLyricPayloadSchema,
    response: adminLyricResponseSchema,
    status: 201,
  },
  {
    ...lyrics,
    method: 'put',
    path: '/api/v1/admin/lyrics/{id}',
    summary: 'Save lyrics; synced text that is not LRC answers 422 naming the line',
    body: adminLyricPayloadSchema,
    response: adminLyricResponseSchema,
  },
  {
    ...lyrics,
    method: 'delete',
    path: '/api/v1/admin/lyrics/{ids}',
    summary: 'Delete lyrics (comma-separated ids); their tracks stay',
    response: acknowledgementSchema,
  },
  {
    ...picker,
    method: 'get',
    path: '/api/v1/admin/track-picker',
    summary: 'Up to ten tracks whose name holds the search, for the tracks, comments and lyrics screens',
    query: z.object({ query: z.string().max(255).optional() }),
    response: adminTrackChoicesSchema,
  },
  {
    ...picker,
    method: 'get',
    path: '/api/v1/admin/track-picker/{id}',
    summary: 'The track a picker holds',
    response: adminTrackChoiceResponseSchema,
  },
];
