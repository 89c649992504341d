import type { TraceEntry, TraceFrame } from '@tonearm/client/contract';
import type { ErrorTraceEntry, ErrorTraceFrame } from '@tonearm/ui';

function toFrame(frame: TraceFrame): ErrorTraceFrame {
  return {
    flatIndex: frame.flatIndex,
    // The contract sends the path as its segments; the frame view shows one readable path.
    path: frame.path.join('/'),
    lineNumber: frame.lineNumber,
    method: frame.method,
    codeSnippet: frame.codeSnippet,
  };
}

/** A logged entry's frames in the shape the kit's frame view (the error dialog's) shows. */
export function toDialogTrace(trace: readonly TraceEntry[]): ErrorTraceEntry[] {
  return trace.map((entry) =>
    'vendorGroup' in entry ? { vendorGroup: true, items: entry.items.map(toFrame) } : toFrame(entry),
  );
}

/** How many frames the entry has, vendor ones included. */
export function frameCount(trace: readonly TraceEntry[]): number {
  return trace.reduce((total, entry) => total + ('vendorGroup' in entry ? entry.items.length : 1), 0);
}
