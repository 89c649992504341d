import { describe, expect, it } from 'vitest';
import { parseErrorLog } from './error-log-entries';

const ROOT = '/srv/tonearm';
const entry = (stamp: string, message: string, stack: string) =>
  `[${stamp}] production.ERROR: ${message} {"method":"POST","url":"http://localhost/api/v1/tracks","userId":7}\n${stack}\n`;
const STACK = [
  'TypeError: Cannot read properties of undefined',
  '    at saveTrack (/srv/tonearm/apps/server/src/catalogue/save.ts:42:11)',
  '    at dispatch (/srv/tonearm/node_modules/hono/dist/compose.js:22:23)',
  '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
  '    at /srv/tonearm/apps/server/src/app.ts:80:3',
].join('\n');

describe("reading the error log's entries", () => {
  it('reads each entry with its time, request, exception and frames, vendor runs grouped', () => {
    const [first] = parseErrorLog(
      entry('2026-11-26 10:00:01', 'Cannot read properties of undefined', STACK),
      ROOT,
    );
    expect(first).toMatchObject({
      index: 1,
      logged_at: '2026-11-26T10:00:01.000Z',
      level: 'error',
      exception: 'TypeError',
      message: 'Cannot read properties of undefined',
      method: 'POST',
      url: 'http://localhost/api/v1/tracks',
      user_id: 7,
    });
    expect(first?.trace).toEqual([
      expect.objectContaining({
        flatIndex: 0,
        path: ['apps', 'server', 'src', 'catalogue', 'save.ts'],
        lineNumber: 42,
        method: 'saveTrack',
        codeSnippet: {},
      }),
      {
        vendorGroup: true,
        items: [
          expect.objectContaining({
            method: 'dispatch',
            path: ['node_modules', 'hono', 'dist', 'compose.js'],
          }),
          expect.objectContaining({ method: 'process.processTicksAndRejections' }),
        ],
      },
      expect.objectContaining({ flatIndex: 3, method: '{main}', lineNumber: 80 }),
    ]);
  });

  it('keeps a message that spans lines and numbers entries from the oldest', () => {
    const text =
      entry('2026-11-26 10:00:01', 'first', 'Error: first\n    at a (/srv/tonearm/a.ts:1:1)') +
      entry(
        '2026-11-26 10:00:02',
        'line one\nline two',
        'Error: line one\nline two\n    at b (/srv/tonearm/b.ts:2:1)',
      );
    const entries = parseErrorLog(text, ROOT);
    expect(entries.map((each) => [each.index, each.message])).toEqual([
      [1, 'first'],
      [2, 'line one\nline two'],
    ]);
    expect(entries[1]?.trace).toHaveLength(1);
  });

  it('skips text before the first entry, as in a file read from its middle', () => {
    const text = `    at cut (/srv/tonearm/cut.ts:9:9)\n${entry('2026-11-26 10:00:03', 'whole', STACK)}`;
    expect(parseErrorLog(text, ROOT).map((each) => each.message)).toEqual(['whole']);
  });
});
