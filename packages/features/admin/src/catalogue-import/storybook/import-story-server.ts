import type { CatalogueImport, CatalogueImportPublishResponse } from '@tonearm/client/contract';
import { delay, HttpResponse, http } from 'msw';

/** A 1 x 1 PNG cover, so stories load no file. */
const COVER =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const artist = { id: 3, model_type: 'artist' as const, name: 'Ana Lux', verified: false, image: null };

/** What the server reads from a tagged file, by the dropped file's name. */
export function storyImport(
  id: number,
  fileName: string,
  overrides: Partial<CatalogueImport['proposal']> = {},
): CatalogueImport {
  return {
    id,
    file_name: fileName,
    mime: 'audio/mpeg',
    format: {
      container: 'MPEG',
      codec: 'MPEG 1 Layer 3',
      duration: 185_000,
      bitrate: 320_000,
      sample_rate: 44_100,
      replay_gain_db: -6.5,
    },
    cover: COVER,
    waveform: Array.from({ length: 200 }, (_, index) => Math.abs(Math.sin(index / 9))),
    proposal: {
      name: fileName.replace(/\.[^.]+$/, ''),
      artists: ['Ana Lux'],
      album: 'Roads',
      album_artist: 'Ana Lux',
      number: id,
      disc_number: 1,
      genres: ['Synthwave'],
      year: 2021,
      lyrics: '[00:01.00]Headlights on\n[00:02.50]Into the night',
      lyrics_synced: true,
      ...overrides,
    },
    duplicate_of: null,
  };
}

let entryId = 100;

/** `POST file-entries`: the plain upload of a small file, stored. */
export const uploadStored = http.post('/api/v1/file-entries', async ({ request }) => {
  const form = await request.formData();
  const file = form.get('file');
  const name = file instanceof File ? file.name : 'file';
  entryId += 1;
  return HttpResponse.json(
    {
      fileEntry: {
        id: entryId,
        name,
        file_name: `stored${entryId}`,
        url: `api/v1/file-entries/${entryId}`,
        file_size: file instanceof File ? file.size : 0,
        mime: 'audio/mpeg',
        extension: 'mp3',
        path: String(entryId),
        type: 'audio',
        updated_at: '2026-11-26T10:00:00.000000Z',
      },
    },
    { status: 201 },
  );
});

/** `POST file-entries` that never answers: the file stays uploading. */
export const uploadPending = http.post('/api/v1/file-entries', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

/** `POST admin/catalogue-import/files`, answering per dropped file name. */
export function filesRead(
  answers: Record<string, (id: number) => CatalogueImport | { status: number; message: string }>,
) {
  let id = 0;
  const names = new Map<number, string>();
  return [
    http.post('/api/v1/file-entries', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      entryId += 1;
      names.set(entryId, file instanceof File ? file.name : 'file');
      return HttpResponse.json(
        {
          fileEntry: {
            id: entryId,
            name: names.get(entryId),
            file_name: `stored${entryId}`,
            url: `api/v1/file-entries/${entryId}`,
            file_size: 10,
            mime: 'audio/mpeg',
            extension: 'mp3',
            path: String(entryId),
            type: 'audio',
            updated_at: '2026-11-26T10:00:00.000000Z',
          },
        },
        { status: 201 },
      );
    }),
    http.post('/api/v1/admin/catalogue-import/files', async ({ request }) => {
      const body = (await request.json()) as { file_entry_id: number };
      const name = names.get(body.file_entry_id) ?? '';
      const answer = answers[name]?.(++id);
      if (!answer) return HttpResponse.json({ message: 'Unexpected file.' }, { status: 500 });
      if ('status' in answer) {
        return HttpResponse.json(
          { message: answer.message, errors: { file_entry_id: [answer.message] } },
          { status: answer.status },
        );
      }
      return HttpResponse.json({ import: answer }, { status: 201 });
    }),
  ];
}

/** `POST admin/catalogue-import/publish`: the tracks, as created, in the order sent. */
export const published = http.post('/api/v1/admin/catalogue-import/publish', async ({ request }) => {
  const body = (await request.json()) as { tracks: { name: string }[]; album: { name: string } | null };
  const album = body.album
    ? { id: 40, model_type: 'album' as const, name: body.album.name, release_date: null, image: COVER }
    : null;
  const answer: CatalogueImportPublishResponse = {
    tracks: body.tracks.map((track, index) => ({
      id: 500 + index,
      model_type: 'track',
      name: track.name,
      number: index + 1,
      duration: 185_000,
      src: `/api/v1/tracks/${500 + index}/stream`,
      image: COVER,
      artists: [artist],
      album,
      album_id: album?.id ?? null,
      plays: 0,
      has_lyrics: true,
      created_at: '2026-11-26T10:00:00.000000Z',
    })),
    albums: album ? [{ ...album, artists: [artist], created_at: '2026-11-26T10:00:00.000000Z' }] : [],
  };
  return HttpResponse.json(answer, { status: 201 });
});

/** `POST admin/catalogue-import/publish` refused: one file's audio is gone. */
export const publishRefused = http.post('/api/v1/admin/catalogue-import/publish', () =>
  HttpResponse.json(
    {
      message: 'The audio of Night Drive.mp3 is gone: upload it again.',
      errors: { 'tracks.0.import_id': ['The audio of Night Drive.mp3 is gone: upload it again.'] },
    },
    { status: 422 },
  ),
);

export const discarded = http.post('/api/v1/admin/catalogue-import/discard', () =>
  HttpResponse.json({ discarded: 1 }),
);

/** `GET admin/catalogue-import/files`: nothing waiting from an earlier visit. */
export const nothingWaiting = http.get('/api/v1/admin/catalogue-import/files', () =>
  HttpResponse.json({ imports: [] }),
);

/** `GET admin/catalogue-import/files`: one file read before the page was reloaded. */
export const oneWaiting = http.get('/api/v1/admin/catalogue-import/files', () =>
  HttpResponse.json({ imports: [storyImport(90, 'Earlier.flac', { name: 'Earlier' })] }),
);
