import { describe, expect, it } from 'vitest';
import { errorBodySchema, errorPayloadSchema, isVendorGroup, type TraceEntry } from './error-payload';

const frame = {
  flatIndex: 0,
  path: ['app', 'Services', 'Player.php'],
  lineNumber: 12,
  method: 'play',
  codeSnippet: { '11': '{', '12': '    throw new Exception();' },
};

const payload = {
  exception: 'RuntimeException',
  message: 'Track could not be loaded',
  trace: [
    frame,
    {
      vendorGroup: true,
      items: [{ ...frame, flatIndex: 1, path: ['Illuminate', 'Pipeline.php'], method: 'handle' }],
    },
  ],
  totalVendorGroups: 1,
  ignitionTrace: true,
  action: { label: 'Download log', action: 'api/v1/logs/error/download-latest' },
};

describe('error payload schema', () => {
  it('reads a debug payload with frames and vendor groups', () => {
    expect(errorPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('reads an empty code snippet sent as a PHP empty list', () => {
    const parsed = errorPayloadSchema.parse({ ...payload, trace: [{ ...frame, codeSnippet: [] }] });
    expect(parsed.trace[0]).toEqual({ ...frame, codeSnippet: {} });
  });

  it('tells a vendor group from a frame', () => {
    const [first, second] = errorPayloadSchema.parse(payload).trace as [TraceEntry, TraceEntry];
    expect(isVendorGroup(first)).toBe(false);
    expect(isVendorGroup(second)).toBe(true);
  });

  it('is not fooled by an ordinary error body', () => {
    expect(errorPayloadSchema.safeParse({ message: 'Server Error' }).success).toBe(false);
  });

  it('requires the debug marker', () => {
    expect(errorPayloadSchema.safeParse({ ...payload, ignitionTrace: false }).success).toBe(false);
  });

  it('rejects a frame without a line number', () => {
    const { lineNumber: _, ...withoutLine } = frame;
    expect(errorPayloadSchema.safeParse({ ...payload, trace: [withoutLine] }).success).toBe(false);
  });
});

describe('error body schema', () => {
  it('accepts field errors as a string or a list', () => {
    expect(
      errorBodySchema.parse({ message: 'Invalid.', errors: { a: 'One.', b: ['Two.', 'Three.'] } }),
    ).toEqual({
      message: 'Invalid.',
      errors: { a: 'One.', b: ['Two.', 'Three.'] },
    });
  });
});
