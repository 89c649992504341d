import type { ErrorPayload, TraceEntry, TraceFrame } from '@tonearm/client/contract';
import type { ErrorPayload as ErrorDialogPayload, ErrorTraceEntry, ErrorTraceFrame } from '@tonearm/ui';

function toFrame(frame: TraceFrame): ErrorTraceFrame {
  return {
    flatIndex: frame.flatIndex,
    // The contract sends the path as its segments; the dialog shows one readable path.
    path: frame.path.join('/'),
    lineNumber: frame.lineNumber,
    method: frame.method,
    codeSnippet: frame.codeSnippet,
  };
}

function toEntry(entry: TraceEntry): ErrorTraceEntry {
  return 'vendorGroup' in entry ? { vendorGroup: true, items: entry.items.map(toFrame) } : toFrame(entry);
}

/** The debug trace of a failed response, in the shape the kit's error dialog shows. */
export function toErrorDialogPayload(payload: ErrorPayload): ErrorDialogPayload {
  return {
    exception: payload.exception,
    message: payload.message,
    trace: payload.trace.map(toEntry),
    totalVendorGroups: payload.totalVendorGroups,
  };
}
