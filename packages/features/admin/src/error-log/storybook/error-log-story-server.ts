import type { ErrorLogEntry, ErrorLogFile } from '@tonearm/client/contract';
import { HttpResponse, http } from 'msw';

/** Two daily files, the newest first. */
export const STORY_LOG_FILES: ErrorLogFile[] = [
  { name: 'tonearm-2026-11-26.log', size: 18_432, modified_at: '2026-11-26T10:07:12.000Z' },
  { name: 'tonearm-2026-11-25.log', size: 2_048, modified_at: '2026-11-25T22:00:00.000Z' },
];

const frame = (flatIndex: number, path: string[], method: string, lineNumber: number) => ({
  flatIndex,
  path,
  lineNumber,
  method,
  codeSnippet: {},
});

/** A failed save with its frames (Node internals grouped), and a timeout without any. */
export const STORY_ENTRIES: ErrorLogEntry[] = [
  {
    index: 2,
    logged_at: '2026-11-26T10:07:12.000Z',
    level: 'error',
    exception: 'TypeError',
    message: "Cannot read properties of undefined (reading 'id')",
    method: 'POST',
    url: 'http://localhost:3000/api/v1/tracks',
    user_id: 7,
    trace: [
      frame(0, ['apps', 'server', 'src', 'catalogue', 'save-track.ts'], 'saveTrack', 42),
      {
        vendorGroup: true,
        items: [
          frame(1, ['node_modules', 'hono', 'dist', 'compose.js'], 'dispatch', 22),
          frame(2, ['node:internal', 'process', 'task_queues'], 'process.processTicksAndRejections', 95),
        ],
      },
      frame(3, ['apps', 'server', 'src', 'app.ts'], '{main}', 80),
    ],
  },
  {
    index: 1,
    logged_at: '2026-11-26T09:00:00.000Z',
    level: 'error',
    exception: 'Error',
    message: 'The mail server did not answer in time',
    method: 'JOB',
    url: 'job queue',
    user_id: null,
    trace: [],
  },
];

const page = (data: ErrorLogEntry[]) => ({
  current_page: 1,
  data,
  from: data.length === 0 ? null : 1,
  to: data.length === 0 ? null : data.length,
  last_page: 1,
  per_page: 15,
  total: data.length,
});

/** `GET admin/logs/error`: the files. */
export const logFilesListed = (files: ErrorLogFile[] = STORY_LOG_FILES) =>
  http.get('*/api/v1/admin/logs/error', () => HttpResponse.json({ files }));

/** `GET admin/logs/error/{file}`: the newest file's entries, searched by message; the older file is empty. */
export const logEntriesListed = (entries: ErrorLogEntry[] = STORY_ENTRIES) =>
  http.get('*/api/v1/admin/logs/error/:file', ({ params, request }) => {
    const file = STORY_LOG_FILES.find((each) => each.name === params.file);
    if (!file) return HttpResponse.json({ message: 'There is no such log file.' }, { status: 404 });
    const query = (new URL(request.url).searchParams.get('query') ?? '').toLowerCase();
    const shown = file === STORY_LOG_FILES[0] ? entries : [];
    return HttpResponse.json({
      file,
      pagination: page(shown.filter((entry) => entry.message.toLowerCase().includes(query))),
    });
  });

/** `DELETE admin/logs/error/{file}` (sent as POST with `_method=DELETE`): records the names it was sent. */
export const logFileDeleted = (sent: string[] = []) =>
  http.post('*/api/v1/admin/logs/error/:file', ({ params, request }) => {
    if (new URL(request.url).searchParams.get('_method') !== 'DELETE') return undefined;
    sent.push(String(params.file));
    return HttpResponse.json({ status: 'success' });
  });
