import { errorPayloadSchema, isVendorGroup } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import { buildDebugTrace } from './debug-trace';

const ROOT = '/srv/tonearm';

function errorWithStack(stack: string[]): Error {
  const error = new TypeError('Cannot read properties of undefined');
  error.stack = [`TypeError: ${error.message}`, ...stack.map((line) => `    at ${line}`)].join('\n');
  return error;
}

describe('buildDebugTrace', () => {
  it('groups runs of vendor frames and keeps application frames apart', () => {
    const trace = buildDebugTrace(
      errorWithStack([
        'loadAccount (/srv/tonearm/apps/server/src/accounts/account.ts:12:5)',
        'dispatch (/srv/tonearm/node_modules/hono/dist/compose.js:22:11)',
        'async Promise.all (index 0)',
        'processTicksAndRejections (node:internal/process/task_queues:95:5)',
        '/srv/tonearm/apps/server/src/app.ts:40:3',
        'Server.emit (node:events:519:28)',
      ]),
      ROOT,
    );
    expect(errorPayloadSchema.safeParse(trace).success).toBe(true);
    expect(trace.exception).toBe('TypeError');
    expect(trace.message).toBe('Cannot read properties of undefined');
    expect(trace.ignitionTrace).toBe(true);
    expect(trace.totalVendorGroups).toBe(2);
    const shape = errorPayloadSchema
      .parse(trace)
      .trace.map((entry) =>
        isVendorGroup(entry) ? entry.items.map((item) => item.flatIndex) : entry.flatIndex,
      );
    expect(shape).toEqual([0, [1, 2], 3, [4]]);
    const first = trace.trace[0];
    expect(first && !('vendorGroup' in first) && first).toMatchObject({
      path: ['apps', 'server', 'src', 'accounts', 'account.ts'],
      lineNumber: 12,
      method: 'loadAccount',
      applicationFrame: true,
    });
  });

  it('shows the source lines around the failing line of a readable file', () => {
    const error = new Error('Here');
    const trace = buildDebugTrace(error, process.cwd());
    const frame = trace.trace.find((entry) => !('vendorGroup' in entry));
    if (!frame || 'vendorGroup' in frame) throw new Error('No application frame');
    expect((frame.codeSnippet as Record<string, string>)[String(frame.lineNumber)]).toContain(
      "new Error('Here')",
    );
  });

  it('describes a thrown value that is not an Error', () => {
    const trace = buildDebugTrace('plain string', ROOT);
    expect(trace.exception).toBe('Error');
    expect(trace.message).toBe('plain string');
  });
});
