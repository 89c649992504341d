import type { ErrorTraceEntry, ErrorTraceFrame } from './error-payload';

/** What the error dialog lists: the application's own frames, and runs of vendor frames it can collapse. */
export type ErrorTraceSection =
  | { type: 'frame'; frame: ErrorTraceFrame }
  | { type: 'vendor-group'; id: string; frames: readonly ErrorTraceFrame[] };

/** Whether a frame's file is third-party code: under a `vendor` or `node_modules` directory. */
export function isVendorPath(path: string): boolean {
  return /(^|[\\/])(vendor|node_modules)[\\/]/.test(path);
}

function isVendorGroup(entry: ErrorTraceEntry): entry is Extract<ErrorTraceEntry, { vendorGroup: true }> {
  return 'vendorGroup' in entry && entry.vendorGroup === true;
}

/**
 * Splits a trace into the application's frames and runs of vendor frames, keeping their order. Frames the server
 * grouped count as vendor frames, as do frames whose path `isVendor` recognises; neighbouring runs merge into one
 * group, identified by its first frame's `flatIndex`.
 */
export function groupVendorFrames(
  trace: readonly ErrorTraceEntry[],
  isVendor: (path: string) => boolean = isVendorPath,
): ErrorTraceSection[] {
  const sections: ErrorTraceSection[] = [];
  let run: ErrorTraceFrame[] = [];
  const endRun = () => {
    const first = run[0];
    if (first) sections.push({ type: 'vendor-group', id: `vendor-${first.flatIndex}`, frames: run });
    run = [];
  };

  for (const entry of trace) {
    if (isVendorGroup(entry)) {
      run.push(...entry.items);
    } else if (isVendor(entry.path)) {
      run.push(entry);
    } else {
      endRun();
      sections.push({ type: 'frame', frame: entry });
    }
  }
  endRun();
  return sections;
}
