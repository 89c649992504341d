import {
  adminFileListResponseSchema,
  errorLogEntriesResponseSchema,
  errorLogFilesResponseSchema,
  OUTGOING_EMAIL_STATUSES,
  outgoingEmailLogResponseSchema,
  outgoingEmailPreviewSchema,
} from '@tonearm/client/contract';
import * as z from 'zod';
import type { ApiOperation } from './api-operations';

const listParameters = {
  page: z.int().min(1).optional(),
  perPage: z.int().optional().meta({ description: 'One of 10, 15, 20, 50, 100.' }),
  orderDir: z.enum(['asc', 'desc']).optional(),
};
const filtersParameter = (described: string) =>
  z
    .string()
    .optional()
    .meta({ description: `URL-safe Base64 of a JSON array of {key, operator, value}: ${described}.` });

const fileListQuery = z.object({
  ...listParameters,
  query: z.string().max(200).optional().meta({ description: "Searched in the file's name." }),
  orderBy: z.enum(['created_at', 'file_size', 'name']).optional(),
  filters: filtersParameter(
    'kind (=, != image, audio, video, text, pdf, archive or other), disk (= public or uploads), owner_id (=), referenced (= true or false), trashed (= true or false), created_at (between)',
  ),
});

const outgoingEmailQuery = z.object({
  ...listParameters,
  query: z.string().max(200).optional().meta({ description: 'Searched in the recipient and the subject.' }),
  orderBy: z.enum(['created_at']).optional(),
  filters: filtersParameter(`status (= ${OUTGOING_EMAIL_STATUSES.join(', ')}), created_at (between)`),
});

const errorEntriesQuery = z.object({
  page: z.int().min(1).optional(),
  perPage: z.int().min(1).max(100).optional(),
  query: z.string().max(200).optional().meta({ description: "Searched in the entry's message and address." }),
});

const tag = 'Admin: logs';
const statusAnswer = z.object({ status: z.literal('success') });

/**
 * The admin's files (`/admin/files`, `files.update`) and the error and outgoing email logs (`/admin/logs/error`,
 * `/admin/logs/outgoing-email`): reading needs `logs.view`, deleting a log file `logs.update`.
 */
export const ADMIN_FILES_AND_LOGS_OPERATIONS: ApiOperation[] = [
  {
    tag: 'Admin: files',
    access: { permission: 'files.update' },
    method: 'get',
    path: '/api/v1/admin/file-entries',
    summary:
      "One page of every user's stored files (name, type, size, disk, uploader, date), with whether anything still refers to each",
    query: fileListQuery,
    response: adminFileListResponseSchema,
  },
  {
    tag,
    access: { permission: 'logs.view' },
    method: 'get',
    path: '/api/v1/admin/logs/error',
    summary: "The server's daily error log files, newest first, with their sizes",
    response: errorLogFilesResponseSchema,
  },
  {
    tag,
    access: { permission: 'logs.view' },
    method: 'get',
    path: '/api/v1/admin/logs/error/{file}',
    summary:
      "One page of a log file's entries, newest first, each with its request and its stack frames (404 for a name that is not a daily log file)",
    query: errorEntriesQuery,
    response: errorLogEntriesResponseSchema,
  },
  {
    tag,
    access: { permission: 'logs.update' },
    method: 'delete',
    path: '/api/v1/admin/logs/error/{file}',
    summary: 'Delete a log file',
    response: statusAnswer,
  },
  {
    tag,
    access: { permission: 'logs.view' },
    method: 'get',
    path: '/api/v1/logs/error/download-latest',
    summary: 'Download the latest error log',
    responseDescription: 'The log file as text.',
  },
  {
    tag,
    access: { permission: 'logs.view' },
    method: 'get',
    path: '/api/v1/logs/error/{file}/download',
    summary: 'Download one error log file',
    responseDescription: 'The log file as text.',
  },
  {
    tag,
    access: { permission: 'logs.view' },
    method: 'get',
    path: '/api/v1/logs/outgoing-email',
    summary: 'One page of the outgoing email log (status, from, to, subject, date, error), newest first',
    query: outgoingEmailQuery,
    response: outgoingEmailLogResponseSchema,
  },
  {
    tag,
    access: { permission: 'logs.view' },
    method: 'get',
    path: '/api/v1/logs/outgoing-email/{id}/preview',
    summary: "A mail's text with its secrets (links carrying tokens, one-time codes) redacted",
    response: outgoingEmailPreviewSchema,
  },
];
