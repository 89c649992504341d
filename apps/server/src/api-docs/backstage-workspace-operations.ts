import {
  acknowledgementSchema,
  adminAlbumPayloadSchema,
  adminAlbumResponseSchema,
  adminArtistResponseSchema,
  adminTrackPayloadSchema,
  adminTrackResponseSchema,
  catalogueImportDiscardBodySchema,
  catalogueImportDiscardResponseSchema,
  catalogueImportFileBodySchema,
  catalogueImportListResponseSchema,
  catalogueImportPublishBodySchema,
  catalogueImportPublishResponseSchema,
  catalogueImportResponseSchema,
  uploadCheckBodySchema,
  uploadMinutesResponseSchema,
  workspaceArtistPayloadSchema,
  workspaceChoicesResponseSchema,
  workspaceInsightsResponseSchema,
} from '@tonearm/client/contract';
import * as z from 'zod';
import type { ApiOperation, HttpVerb } from './api-operations';

const workspace = { tag: 'Backstage: workspace', access: { permission: 'music.create' } } as const;
const base = '/api/v1/backstage/workspace';
const own = ' Someone else’s item answers 404.';

const choicesQuery = z.object({
  query: z.string().max(100).optional().meta({ description: 'Text the name holds.' }),
});
const rangeQuery = z.object({
  startDate: z.iso.datetime({ offset: true }).meta({ description: 'First instant of the range.' }),
  endDate: z.iso.datetime({ offset: true }).meta({
    description: 'Instant the range ends at (not included); at most five years after startDate.',
  }),
  timezone: z.string().meta({ description: 'IANA timezone of the chart buckets, such as Europe/Berlin.' }),
});

const operation = (
  method: HttpVerb,
  path: string,
  summary: string,
  parts: Partial<ApiOperation> = {},
): ApiOperation => ({ ...workspace, method, path: `${base}/${path}`, summary, ...parts });

const insights = (resource: string, noun: string): ApiOperation =>
  operation(
    'get',
    `${resource}/{id}/insights`,
    `The ${noun}’s plays over time, top tracks, listeners, devices, browsers, platforms and countries for a range.${own}`,
    { query: rangeQuery, response: workspaceInsightsResponseSchema },
  );

/** The artist's workspace (`/backstage/upload`, the artist's edit and insights pages). */
export const BACKSTAGE_WORKSPACE_OPERATIONS: ApiOperation[] = [
  operation('get', 'minutes', 'The upload minutes the artist used and has left', {
    response: uploadMinutesResponseSchema,
  }),
  operation(
    'post',
    'uploads/check',
    'Ask before sending files whether their lengths fit in the minutes left; 422 when they would go over',
    { body: uploadCheckBodySchema, response: uploadMinutesResponseSchema },
  ),
  operation('get', 'import/files', 'The artist’s files read and waiting for review', {
    response: catalogueImportListResponseSchema,
  }),
  operation(
    'post',
    'import/files',
    'Read an uploaded file into a proposed track credited to the artist’s own artist; 422 over the minutes left',
    { body: catalogueImportFileBodySchema, response: catalogueImportResponseSchema, status: 201 },
  ),
  operation(
    'post',
    'import/publish',
    'Publish reviewed files as tracks or one album of the artist’s own artists, and tell their followers',
    { body: catalogueImportPublishBodySchema, response: catalogueImportPublishResponseSchema, status: 201 },
  ),
  operation('post', 'import/discard', 'Remove files read but not published', {
    body: catalogueImportDiscardBodySchema,
    response: catalogueImportDiscardResponseSchema,
  }),
  operation(
    'get',
    'artists',
    'The artists the artist may credit: their own, or any for those who may pick any',
    {
      query: choicesQuery,
      response: workspaceChoicesResponseSchema,
    },
  ),
  operation('get', 'albums', 'The albums a track of the artist may go on', {
    query: choicesQuery,
    response: workspaceChoicesResponseSchema,
  }),
  operation('get', 'tracks/{id}', `One of the artist’s tracks, as its form edits it.${own}`, {
    response: adminTrackResponseSchema,
  }),
  operation('put', 'tracks/{id}', `Save one of the artist’s tracks.${own}`, {
    body: adminTrackPayloadSchema,
    response: adminTrackResponseSchema,
  }),
  operation('delete', 'tracks/{id}', `Delete one of the artist’s tracks with its files.${own}`, {
    response: acknowledgementSchema,
  }),
  insights('tracks', 'track'),
  operation('get', 'albums/{id}', `One of the artist’s albums, as its form edits it.${own}`, {
    response: adminAlbumResponseSchema,
  }),
  operation('put', 'albums/{id}', `Save one of the artist’s albums and its track list.${own}`, {
    body: adminAlbumPayloadSchema,
    response: adminAlbumResponseSchema,
  }),
  operation('delete', 'albums/{id}', `Delete one of the artist’s albums with its tracks and files.${own}`, {
    response: acknowledgementSchema,
  }),
  insights('albums', 'album'),
  operation('get', 'artists/{id}', `The artist’s own profile, as its form edits it.${own}`, {
    response: adminArtistResponseSchema,
  }),
  operation(
    'put',
    'artists/{id}',
    `Save the artist’s own profile; its name and verified mark stay the admins’ to change.${own}`,
    { body: workspaceArtistPayloadSchema, response: adminArtistResponseSchema },
  ),
  insights('artists', 'artist'),
];
