import type { JobRun, ScheduledJob } from '@tonearm/client/contract';
import { decodeListFilters } from '@tonearm/client/rules';
import { HttpResponse, http } from 'msw';

/** The jobs a site runs: the upload sweep, and an export that only runs when asked. */
export const STORY_JOBS: ScheduledJob[] = [
  {
    name: 'abandoned-uploads',
    description:
      'Frees what uploads that will never finish hold: expired tus uploads, unclaimed objects, cut writes.',
    schedule: '0 * * * *',
  },
  { name: 'users-export', description: 'Writes the users list to a CSV file.', schedule: null },
];

const run = (id: number, fields: Partial<JobRun>): JobRun => ({
  id,
  name: 'abandoned-uploads',
  trigger: 'schedule',
  attempt: 1,
  started_at: '2026-11-26T10:00:00.000Z',
  duration_ms: 412,
  result: 'succeeded',
  output: 'Removed 3 abandoned uploads or files.',
  error: null,
  ...fields,
});

/** Three runs, newest first: an export that failed and was retried, and an hourly sweep. */
export const STORY_RUNS: JobRun[] = [
  run(3, {
    name: 'users-export',
    trigger: 'manual',
    attempt: 2,
    started_at: '2026-11-26T10:07:12.000Z',
    duration_ms: 65_300,
    output: 'Wrote 100000 users.',
  }),
  run(2, {
    name: 'users-export',
    trigger: 'manual',
    started_at: '2026-11-26T10:05:02.000Z',
    duration_ms: 1_240,
    result: 'failed',
    output: null,
    error: 'Error: The disk is full\n    at writeExport (users-export.ts:42:11)',
  }),
  run(1, {}),
];

/** `GET admin/logs/schedule`: the story's runs, filtered by job and result and searched in name and output. */
export const scheduleLogListed = (runs: JobRun[] = STORY_RUNS, jobs: ScheduledJob[] = STORY_JOBS) =>
  http.get('*/api/v1/admin/logs/schedule', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const query = (params.get('query') ?? '').toLowerCase();
    const filters = decodeListFilters(params.get('filters') ?? '');
    const wanted = (key: string) => filters.find((filter) => filter.key === key)?.value;
    const data = runs.filter(
      (row) =>
        `${row.name} ${row.output ?? ''}`.toLowerCase().includes(query) &&
        (wanted('name') === undefined || row.name === wanted('name')) &&
        (wanted('result') === undefined || row.result === wanted('result')),
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
      jobs,
    });
  });

/** `POST admin/logs/schedule/{job}/run`: queued, or already waiting when `queued` is false. */
export const runNowAnswered = (queued = true, sent: string[] = []) =>
  http.post('*/api/v1/admin/logs/schedule/:job/run', ({ params }) => {
    sent.push(String(params.job));
    return HttpResponse.json({ job: String(params.job), queued }, { status: 202 });
  });
