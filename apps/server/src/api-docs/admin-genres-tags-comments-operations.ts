import {
  acknowledgementSchema,
  adminCommentPayloadSchema,
  adminCommentResponseSchema,
  adminCommentRowSchema,
  adminGenrePayloadSchema,
  adminGenreResponseSchema,
  adminGenreRowSchema,
  adminTagPayloadSchema,
  adminTagResponseSchema,
  adminTagRowSchema,
  deletedCommentsSchema,
  paginatedResponseSchema,
  restoreCommentsPayloadSchema,
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

const genres = { tag: 'Admin: genres', access: { permission: 'genres.update' } } as const;
const tags = { tag: 'Admin: tags', access: { permission: 'tags.update' } } as const;
const comments = { tag: 'Admin: comments', access: { permission: 'comments.update' } } as const;

/** The genres (`genres.update`), tags (`tags.update`) and comments (`comments.update`) sections. */
export const ADMIN_GENRES_TAGS_COMMENTS_OPERATIONS: ApiOperation[] = [
  {
    ...genres,
    method: 'get',
    path: '/api/v1/admin/genres',
    summary: 'One page of genres, each with its number of artists',
    query: listQuery(
      'Searched in the name and the display name.',
      ['name', 'display_name', 'artists_count', 'created_at', 'updated_at'],
      'has_image, artists_count, created_at and updated_at (between {start, end})',
    ),
    response: paginatedResponseSchema(adminGenreRowSchema),
  },
  {
    ...genres,
    method: 'post',
    path: '/api/v1/admin/genres',
    summary: 'Add a genre; a name another genre has answers 422',
    body: adminGenrePayloadSchema,
    response: adminGenreResponseSchema,
    status: 201,
  },
  {
    ...genres,
    method: 'put',
    path: '/api/v1/admin/genres/{id}',
    summary: 'Save a genre; a picture it no longer shows leaves storage',
    body: adminGenrePayloadSchema,
    response: adminGenreResponseSchema,
  },
  {
    ...genres,
    method: 'delete',
    path: '/api/v1/admin/genres/{ids}',
    summary: 'Delete genres (comma-separated ids), unlinking them from artists, albums and tracks',
    response: acknowledgementSchema,
  },
  {
    ...tags,
    method: 'get',
    path: '/api/v1/admin/tags',
    summary: 'One page of tags, each with how many albums and tracks carry it',
    query: listQuery(
      'Searched in the name and the display name.',
      ['name', 'display_name', 'type', 'created_at', 'updated_at'],
      'type (= or != a type), created_at and updated_at (between {start, end})',
    ),
    response: paginatedResponseSchema(adminTagRowSchema),
  },
  {
    ...tags,
    method: 'post',
    path: '/api/v1/admin/tags',
    summary: 'Add a tag; a name another tag has answers 422',
    body: adminTagPayloadSchema,
    response: adminTagResponseSchema,
    status: 201,
  },
  {
    ...tags,
    method: 'put',
    path: '/api/v1/admin/tags/{id}',
    summary: 'Save a tag',
    body: adminTagPayloadSchema,
    response: adminTagResponseSchema,
  },
  {
    ...tags,
    method: 'delete',
    path: '/api/v1/admin/tags/{ids}',
    summary: 'Delete tags (comma-separated ids), unlinking them from albums and tracks',
    response: acknowledgementSchema,
  },
  {
    ...comments,
    method: 'get',
    path: '/api/v1/admin/comments',
    summary: 'One page of comments with their track, author, replies and reports',
    query: listQuery(
      'Searched in the text.',
      ['created_at', 'updated_at', 'reports_count'],
      'deleted and reported (= true or false), track and user (= an id), created_at and updated_at (between {start, end})',
    ),
    response: paginatedResponseSchema(adminCommentRowSchema),
  },
  {
    ...comments,
    method: 'put',
    path: '/api/v1/admin/comments/{id}',
    summary: "Rewrite a comment's text",
    body: adminCommentPayloadSchema,
    response: adminCommentResponseSchema,
  },
  {
    ...comments,
    method: 'post',
    path: '/api/v1/admin/comments/restore',
    summary: 'Show comments marked deleted again',
    body: restoreCommentsPayloadSchema,
    response: acknowledgementSchema,
  },
  {
    ...comments,
    method: 'delete',
    path: '/api/v1/admin/comments/{ids}',
    summary:
      'Delete comments (comma-separated ids): one with replies is only marked deleted, the others are removed',
    response: deletedCommentsSchema,
  },
];
