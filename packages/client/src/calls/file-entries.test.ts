import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { deleteFileEntries } from './file-entries';
import { RecordingHttpClient } from './test-support/recording-http-client';

describe('deleteFileEntries', () => {
  it('sends POST file-entries/delete {paths, entryIds, deleteForever}', async () => {
    const http = new RecordingHttpClient({ status: 'success' });
    const body = { paths: ['40'], entryIds: [40], deleteForever: true };
    await deleteFileEntries(http, body);
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'file-entries/delete',
      body,
      params: undefined,
      callName: 'POST file-entries/delete',
    });
  });

  it('rejects an answer that does not report success', async () => {
    await expect(deleteFileEntries(new RecordingHttpClient({}), { entryIds: [40] })).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});
