import { describe, expect, it } from 'vitest';
import {
  deleteFileEntriesPayloadSchema,
  fileEntryResponseSchema,
  fileEntrySchema,
  serverFileEntrySchema,
} from './file-entry';
import { issuePaths, withField, withoutField } from './fixtures/issue-paths';
import { serverFileEntryJson } from './fixtures/laravel-payloads';

describe('file entry schemas', () => {
  it('reads the client shape from a server entry', () => {
    expect(fileEntrySchema.parse(serverFileEntryJson)).toEqual({
      id: 40,
      url: 'api/v1/file-entries/40',
      file_size: 48213,
    });
  });

  it('accepts a server entry with its mime, extension, path and update date', () => {
    expect(serverFileEntrySchema.parse(serverFileEntryJson)).toMatchObject({
      mime: 'image/png',
      extension: 'png',
      path: '40',
      updated_at: '2024-05-01T10:00:00.000000Z',
    });
  });

  it('rejects a server entry without its path', () => {
    expect(issuePaths(serverFileEntrySchema, withoutField(serverFileEntryJson, 'path'))).toEqual(['path']);
  });

  it('rejects a file size sent as text', () => {
    expect(issuePaths(fileEntrySchema, withField(serverFileEntryJson, 'file_size', '48213'))).toEqual([
      'file_size',
    ]);
  });

  it('reads the entry of an upload answer from `fileEntry`', () => {
    expect(fileEntryResponseSchema.parse({ fileEntry: serverFileEntryJson }).fileEntry.id).toBe(40);
    expect(issuePaths(fileEntryResponseSchema, serverFileEntryJson)).toEqual(['fileEntry']);
  });
});

describe('deleteFileEntriesPayloadSchema', () => {
  it('accepts entry ids, paths and the delete-forever flag', () => {
    const payload = { paths: ['40'], entryIds: [40], deleteForever: true };
    expect(deleteFileEntriesPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('rejects a request naming nothing to delete', () => {
    expect(deleteFileEntriesPayloadSchema.safeParse({ entryIds: [], deleteForever: true }).success).toBe(
      false,
    );
  });

  it('rejects entry ids sent as text', () => {
    expect(issuePaths(deleteFileEntriesPayloadSchema, { entryIds: ['40'] })).toEqual(['entryIds.0']);
  });
});
