import { describe, expect, it } from 'vitest';
import type { AdminFileListResponse, ErrorLogEntriesResponse, OutgoingEmailPreview } from '../../contract';
import { DEFAULT_LIST_QUERY, decodeListFilters } from '../../rules/list-query/list-query';
import { RECORDING_BASE_URL, RecordingHttpClient } from '../test-support/recording-http-client';
import { deleteErrorLogFile, errorLogFileUrl, getErrorLogEntries, getErrorLogFiles } from './error-log';
import { getAdminFiles } from './files';
import { getOutgoingEmailLog, getOutgoingEmailPreview } from './outgoing-email-log';

const emptyPage = { current_page: 1, data: [], from: null, last_page: 1, per_page: 15, to: null, total: 0 };

const filePage: AdminFileListResponse = {
  pagination: {
    ...emptyPage,
    data: [
      {
        id: 4,
        name: 'cover.png',
        file_name: 'f1.png',
        mime: 'image/png',
        extension: 'png',
        kind: 'image',
        file_size: 2048,
        disk: 'public',
        url: '/storage/files/f1.png',
        uploader: { id: 2, email: 'ann@example.com', name: null },
        referenced: false,
        created_at: '2026-11-26T10:00:00.000Z',
        deleted_at: null,
      },
    ],
    from: 1,
    to: 1,
    total: 1,
  },
};

describe("the admin's files calls", () => {
  it('asks for a page of files filtered to those nothing refers to', async () => {
    const http = new RecordingHttpClient(filePage);
    const filters = [{ key: 'referenced', operator: '=' as const, value: false }];
    const answer = await getAdminFiles(http, { ...DEFAULT_LIST_QUERY, filters });
    expect(answer.pagination.data[0]?.kind).toBe('image');
    const { method, path, params } = http.onlyRequest;
    expect({ method, path }).toEqual({ method: 'GET', path: 'admin/file-entries' });
    expect(decodeListFilters(String(params?.filters))).toEqual(filters);
  });

  it('refuses a file of a kind the list does not know', async () => {
    const [file] = filePage.pagination.data;
    const http = new RecordingHttpClient({
      pagination: { ...filePage.pagination, data: [{ ...file, kind: 'spreadsheet' }] },
    });
    await expect(getAdminFiles(http, DEFAULT_LIST_QUERY)).rejects.toThrow();
  });
});

describe('the error log calls', () => {
  const file = { name: 'tonearm-2026-11-26.log', size: 120, modified_at: '2026-11-26T10:00:00.000Z' };

  it('lists the files and reads a page of one, searched', async () => {
    expect((await getErrorLogFiles(new RecordingHttpClient({ files: [file] }))).files).toEqual([file]);
    const entries: ErrorLogEntriesResponse = { file, pagination: emptyPage };
    const http = new RecordingHttpClient(entries);
    await getErrorLogEntries(http, file.name, { page: 2, perPage: 15, query: ' timeout ' });
    expect(http.onlyRequest).toMatchObject({
      method: 'GET',
      path: 'admin/logs/error/tonearm-2026-11-26.log',
      params: { page: 2, perPage: 15, query: 'timeout' },
    });
  });

  it('refuses a file name that is not a daily log file', async () => {
    const http = new RecordingHttpClient({ files: [{ ...file, name: '../secret.txt' }] });
    await expect(getErrorLogFiles(http)).rejects.toThrow();
  });

  it('deletes a file and downloads one through an address with its name escaped', async () => {
    const http = new RecordingHttpClient({ status: 'success' });
    await deleteErrorLogFile(http, file.name);
    expect(http.onlyRequest).toMatchObject({
      method: 'DELETE',
      path: 'admin/logs/error/tonearm-2026-11-26.log',
    });
    expect(errorLogFileUrl(http, 'a/b')).toBe(`${RECORDING_BASE_URL}logs/error/a%2Fb/download`);
  });
});

describe('the outgoing email log calls', () => {
  it('asks for a page filtered by status and a redacted preview', async () => {
    const list = new RecordingHttpClient({ pagination: emptyPage });
    const filters = [{ key: 'status', operator: '=' as const, value: 'failed' }];
    await getOutgoingEmailLog(list, { ...DEFAULT_LIST_QUERY, filters });
    expect(list.onlyRequest.path).toBe('logs/outgoing-email');
    expect(decodeListFilters(String(list.onlyRequest.params?.filters))).toEqual(filters);

    const preview: OutgoingEmailPreview = {
      email: {
        id: 7,
        from: 'Tonearm <no-reply@tonearm.local>',
        to: 'ann@example.com',
        subject: 'Reset your password',
        status: 'sent',
        error: null,
        created_at: '2026-11-26T10:00:00.000Z',
      },
      text: 'Reset: https://x.test/password/reset/[redacted]',
      redactions: 1,
    };
    const http = new RecordingHttpClient(preview);
    expect(await getOutgoingEmailPreview(http, 7)).toEqual(preview);
    expect(http.onlyRequest.path).toBe('logs/outgoing-email/7/preview');
  });
});
