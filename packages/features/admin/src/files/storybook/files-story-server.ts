import type { AdminFileEntry } from '@tonearm/client/contract';
import { decodeListFilters } from '@tonearm/client/rules';
import { HttpResponse, http } from 'msw';

const file = (id: number, fields: Partial<AdminFileEntry>): AdminFileEntry => ({
  id,
  name: 'file.bin',
  file_name: `object-${id}.bin`,
  mime: 'application/octet-stream',
  extension: 'bin',
  kind: 'other',
  file_size: 1024,
  disk: 'uploads',
  url: `/api/v1/file-entries/${id}/file`,
  uploader: { id: 2, email: 'ann@example.com', name: 'Ann Lee' },
  referenced: true,
  created_at: '2026-11-26T10:00:00.000Z',
  deleted_at: null,
  ...fields,
});

/** A 1×1 PNG the image preview loads. */
const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M/wHwAEBgIApD5fRAAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/** A cover in use, a recording nothing refers to any more, and a document in the trash. */
export const STORY_FILES: AdminFileEntry[] = [
  file(3, {
    name: 'Night drive cover.png',
    file_name: 'c0ver.png',
    mime: 'image/png',
    extension: 'png',
    kind: 'image',
    file_size: 48_213,
    disk: 'public',
    url: '/storage/files/c0ver.png',
    created_at: '2026-11-26T10:07:00.000Z',
  }),
  file(2, {
    name: 'Demo take 2.mp3',
    file_name: 'd3mo.mp3',
    mime: 'audio/mpeg',
    extension: 'mp3',
    kind: 'audio',
    file_size: 5_242_880,
    referenced: false,
    uploader: { id: 5, email: 'bo@example.com', name: null },
    created_at: '2026-11-26T10:05:00.000Z',
  }),
  file(1, {
    name: 'Press kit.pdf',
    file_name: 'pr3ss.pdf',
    mime: 'application/pdf',
    extension: 'pdf',
    kind: 'pdf',
    file_size: 320_000,
    referenced: false,
    uploader: null,
    deleted_at: '2026-11-26T11:00:00.000Z',
  }),
];

/** `GET admin/file-entries`: the story's files, searched by name and filtered by kind and whether they are used. */
export const filesListed = (files: AdminFileEntry[] = STORY_FILES) =>
  http.get('*/api/v1/admin/file-entries', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const query = (params.get('query') ?? '').toLowerCase();
    const filters = decodeListFilters(params.get('filters') ?? '');
    const wanted = (key: string) => filters.find((filter) => filter.key === key)?.value;
    const data = files.filter(
      (row) =>
        row.name.toLowerCase().includes(query) &&
        (wanted('kind') === undefined || row.kind === wanted('kind')) &&
        (wanted('referenced') === undefined || row.referenced === wanted('referenced')),
    );
    return HttpResponse.json({
      pagination: {
        current_page: 1,
        data,
        from: data.length === 0 ? null : 1,
        to: data.length === 0 ? null : data.length,
        last_page: 1,
        per_page: 15,
        total: data.length,
      },
    });
  });

/** `POST file-entries/delete`: records each body it was sent. */
export const filesDeleted = (sent: unknown[] = []) =>
  http.post('*/api/v1/file-entries/delete', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ status: 'success' });
  });

/** The preview's bytes: the cover and the recording (an empty WAV is enough for the player to show). */
export const fileBytes = () => [
  http.get('*/storage/files/c0ver.png', () =>
    HttpResponse.arrayBuffer(PIXEL.buffer, { headers: { 'Content-Type': 'image/png' } }),
  ),
  http.get('*/api/v1/file-entries/2/file', () => new HttpResponse(null, { status: 204 })),
];
