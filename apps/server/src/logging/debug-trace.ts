import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { errorPayloadSchema, traceFrameSchema } from '@tonearm/client/contract';
import type * as z from 'zod';

export type ErrorPayload = z.input<typeof errorPayloadSchema>;
type TraceFrame = z.input<typeof traceFrameSchema>;

/** Lines of source shown on each side of the failing line. */
const SNIPPET_RADIUS = 5;

interface StackLine {
  method: string;
  file: string;
  line: number;
}

// V8 frames: "    at method (file:line:column)" or "    at file:line:column".
const FRAME_PATTERN = /^\s*at (?:(.+?) \()?(.+?):(\d+):\d+\)?$/;

function parseStack(stack: string | undefined): StackLine[] {
  return (stack ?? '').split('\n').flatMap((text) => {
    const match = FRAME_PATTERN.exec(text);
    if (!match?.[2] || !match[3]) return [];
    return [{ method: match[1] ?? '{main}', file: match[2], line: Number(match[3]) }];
  });
}

function localPath(file: string): string | null {
  if (file.startsWith('file://')) return fileURLToPath(file);
  return file.startsWith('/') ? file : null;
}

function codeSnippet(file: string | null, line: number): Record<string, string> {
  if (!file) return {};
  try {
    const lines = readFileSync(file, 'utf8').split('\n');
    const snippet: Record<string, string> = {};
    const first = Math.max(1, line - SNIPPET_RADIUS);
    const last = Math.min(lines.length, line + SNIPPET_RADIUS);
    for (let number = first; number <= last; number++) snippet[String(number)] = lines[number - 1] ?? '';
    return snippet;
  } catch {
    return {};
  }
}

const isVendorFile = (file: string) => file.startsWith('node:') || file.includes(`${sep}node_modules${sep}`);

/**
 * The frames of a V8 stack, runs of vendor frames (dependencies and Node internals) grouped so the error dialog can
 * fold them. `withSnippets` adds the source around each line as it is now, which only matches for a live error.
 */
export function traceOfStack(
  stack: string | undefined,
  projectRoot: string,
  withSnippets: boolean,
): Pick<ErrorPayload, 'trace' | 'totalVendorGroups'> {
  const frames: TraceFrame[] = parseStack(stack).map((stackLine, flatIndex) => {
    const file = localPath(stackLine.file);
    const shown = file ? relative(projectRoot, file) : stackLine.file;
    return {
      flatIndex,
      path: shown.split(/[\\/]/).filter(Boolean),
      lineNumber: stackLine.line,
      method: stackLine.method,
      codeSnippet: withSnippets ? codeSnippet(file, stackLine.line) : {},
      applicationFrame: !isVendorFile(file ?? stackLine.file),
    };
  });
  const trace: ErrorPayload['trace'] = [];
  let totalVendorGroups = 0;
  for (const frame of frames) {
    if (frame.applicationFrame) {
      trace.push(frame);
      continue;
    }
    const last = trace.at(-1);
    if (last && 'vendorGroup' in last) last.items.push(frame);
    else {
      trace.push({ vendorGroup: true, items: [frame] });
      totalVendorGroups++;
    }
  }
  return { trace, totalVendorGroups };
}

/** The debug payload of doc 000 §3 for an error: its frames with source snippets, vendor runs grouped. */
export function buildDebugTrace(error: unknown, projectRoot: string): ErrorPayload {
  const failure = error instanceof Error ? error : new Error(String(error));
  return {
    exception: failure.name || failure.constructor.name,
    message: failure.message,
    ...traceOfStack(failure.stack, projectRoot, true),
    ignitionTrace: true,
  };
}
