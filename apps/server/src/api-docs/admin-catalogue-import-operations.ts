import {
  catalogueImportDiscardBodySchema,
  catalogueImportDiscardResponseSchema,
  catalogueImportFileBodySchema,
  catalogueImportListResponseSchema,
  catalogueImportPublishBodySchema,
  catalogueImportPublishResponseSchema,
  catalogueImportResponseSchema,
} from '@tonearm/client/contract';
import type { ApiOperation } from './api-operations';

const upload = { tag: 'Admin: upload', access: { permission: 'music.create' } } as const;

/** The upload section (`/admin/upload`): uploaded audio read, reviewed and published into the catalogue. */
export const ADMIN_CATALOGUE_IMPORT_OPERATIONS: ApiOperation[] = [
  {
    ...upload,
    method: 'get',
    path: '/api/v1/admin/catalogue-import/files',
    summary: 'The files read and waiting for review, with the tracks their tags propose and any duplicate',
    response: catalogueImportListResponseSchema,
  },
  {
    ...upload,
    method: 'post',
    path: '/api/v1/admin/catalogue-import/files',
    summary:
      'Read an uploaded file entry: its tags, cover, waveform and content hash; 422 names a format browsers cannot stream',
    body: catalogueImportFileBodySchema,
    response: catalogueImportResponseSchema,
    status: 201,
  },
  {
    ...upload,
    method: 'post',
    path: '/api/v1/admin/catalogue-import/publish',
    summary:
      'Publish reviewed files as tracks, or as one album in disc and track order; artists and albums are matched by name or created. With album_id (and albums.update) they join that stored album after its last track, in the order sent',
    body: catalogueImportPublishBodySchema,
    response: catalogueImportPublishResponseSchema,
    status: 201,
  },
  {
    ...upload,
    method: 'post',
    path: '/api/v1/admin/catalogue-import/discard',
    summary: 'Remove files read but not published, with their audio and covers',
    body: catalogueImportDiscardBodySchema,
    response: catalogueImportDiscardResponseSchema,
  },
];
