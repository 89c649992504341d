import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { AdminLocalizationRow } from '../../contract';
import { RECORDING_BASE_URL, RecordingHttpClient } from '../test-support/recording-http-client';
import {
  addLocalizationKey,
  createAdminLocalization,
  getLocalizationLines,
  localizationDownloadUrl,
  saveLocalizationLines,
  uploadLocalizationFile,
} from './localizations';

const french: AdminLocalizationRow = {
  id: 4,
  name: 'Français',
  language: 'fr',
  lines_count: 1,
  is_source: false,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
};

const page = {
  localization: french,
  pagination: {
    data: [{ key: 'Cancel', value: 'Annuler', is_source: true }],
    from: 1,
    to: 1,
    total: 1,
    per_page: 15,
    current_page: 1,
    last_page: 1,
  },
};

describe('admin localization calls', () => {
  it('creates a localization with POST admin/localizations', async () => {
    const http = new RecordingHttpClient({ localization: french });
    await createAdminLocalization(http, { name: 'Français', language: 'fr' });
    expect(http.onlyRequest).toMatchObject({
      method: 'POST',
      path: 'admin/localizations',
      body: { name: 'Français', language: 'fr' },
    });
  });

  it('asks for a page of lines with the search trimmed, and leaves an empty search out', async () => {
    const http = new RecordingHttpClient(page);
    const answer = await getLocalizationLines(http, 4, { page: 2, perPage: 50, query: '  cancel ' });
    await getLocalizationLines(http, 4, { page: 1, perPage: 15, query: ' ' });
    expect(http.requests.map((request) => [request.path, request.params])).toEqual([
      ['admin/localizations/4/lines', { page: 2, perPage: 50, query: 'cancel' }],
      ['admin/localizations/4/lines', { page: 1, perPage: 15 }],
    ]);
    expect(answer.pagination.data[0]).toEqual({ key: 'Cancel', value: 'Annuler', is_source: true });
  });

  it('saves lines with PUT and uploads a file with POST to the localization', async () => {
    const http = new RecordingHttpClient({ localization: french, changed: 1 });
    await saveLocalizationLines(http, 4, { lines: { Cancel: 'Annuler' } });
    await uploadLocalizationFile(http, 4, { lines: { Cancel: '' } });
    expect(http.requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'PUT', path: 'admin/localizations/4/lines', body: { lines: { Cancel: 'Annuler' } } },
      { method: 'POST', path: 'admin/localizations/4/upload', body: { lines: { Cancel: '' } } },
    ]);
  });

  it('rejects an added key answered without its line', async () => {
    await expect(
      addLocalizationKey(new RecordingHttpClient({ key: 'Summer hits' }), 4, {
        key: 'Summer hits',
        value: '',
      }),
    ).rejects.toThrow(z.core.$ZodError);
  });

  it('gives the download address through the client, so its prefix applies', () => {
    expect(localizationDownloadUrl(new RecordingHttpClient(), 4)).toBe(
      `${RECORDING_BASE_URL}admin/localizations/4/download`,
    );
  });
});
