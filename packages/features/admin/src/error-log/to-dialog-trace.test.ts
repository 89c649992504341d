import type { TraceEntry } from '@tonearm/client/contract';
import { groupVendorFrames } from '@tonearm/ui';
import { describe, expect, it } from 'vitest';
import { frameCount, toDialogTrace } from './to-dialog-trace';

const frame = (flatIndex: number, path: string[], method: string) => ({
  flatIndex,
  path,
  lineNumber: 10 + flatIndex,
  method,
  codeSnippet: {},
});

const TRACE: TraceEntry[] = [
  frame(0, ['apps', 'server', 'src', 'save.ts'], 'saveTrack'),
  {
    vendorGroup: true,
    items: [
      frame(1, ['node_modules', 'hono', 'compose.js'], 'dispatch'),
      frame(2, ['node:internal'], 'tick'),
    ],
  },
  frame(3, ['apps', 'server', 'src', 'app.ts'], '{main}'),
];

describe("an error log entry's frames in the frame view", () => {
  it('joins each path and keeps the server’s vendor groups, which the view folds', () => {
    const trace = toDialogTrace(TRACE);
    expect(trace[0]).toMatchObject({ path: 'apps/server/src/save.ts', lineNumber: 10, method: 'saveTrack' });
    const sections = groupVendorFrames(trace);
    expect(sections.map((section) => section.type)).toEqual(['frame', 'vendor-group', 'frame']);
  });

  it('counts every frame, vendor ones included', () => {
    expect(frameCount(TRACE)).toBe(4);
  });
});
