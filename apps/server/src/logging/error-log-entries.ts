import type { ErrorLogEntry } from '@tonearm/client/contract';
import { traceOfStack } from './debug-trace';

// `[2026-11-27 08:00:00] production.ERROR: message {"method":…}` as `createErrorLog` writes it.
const HEADER = /^\[(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})\] [\w-]+\.([A-Z]+): /;
const CONTEXT_START = ' {"method":';
// The first line of a V8 stack names the error: `TypeError: …`, `Error`.
const EXCEPTION = /^([A-Za-z_$][\w$]*)(?::|$)/;

interface RequestContext {
  method: string | null;
  url: string | null;
  user_id: number | null;
}

function contextOf(json: string): RequestContext {
  try {
    const parsed = JSON.parse(json) as Record<string, unknown>;
    return {
      method: typeof parsed.method === 'string' ? parsed.method : null,
      url: typeof parsed.url === 'string' ? parsed.url : null,
      user_id: typeof parsed.userId === 'number' ? parsed.userId : null,
    };
  } catch {
    return { method: null, url: null, user_id: null };
  }
}

/**
 * The entries of an error log's text, oldest first, each with its stack frames grouped as the error dialog shows
 * them. Frames carry no source snippet: the source may have changed since the error was logged. Text before the
 * first entry (a file read from its middle) is skipped.
 */
export function parseErrorLog(text: string, projectRoot: string): ErrorLogEntry[] {
  const lines = text.split('\n');
  const entries: ErrorLogEntry[] = [];
  let current: string[] | null = null;
  const finish = () => {
    if (current) entries.push(entryOf(current, entries.length + 1, projectRoot));
  };
  for (const line of lines) {
    if (HEADER.test(line)) {
      finish();
      current = [line];
    } else if (current) current.push(line);
  }
  finish();
  return entries;
}

function entryOf(lines: string[], index: number, projectRoot: string): ErrorLogEntry {
  const body = lines.join('\n');
  const header = HEADER.exec(body);
  const afterHeader = body.slice(header?.[0].length ?? 0);
  // The message may span lines; the request's context closes it on its last line.
  const contextAt = afterHeader.indexOf(CONTEXT_START);
  const lineEnd = contextAt === -1 ? -1 : afterHeader.indexOf('\n', contextAt);
  const message = contextAt === -1 ? (afterHeader.split('\n')[0] ?? '') : afterHeader.slice(0, contextAt);
  const context =
    contextAt === -1
      ? { method: null, url: null, user_id: null }
      : contextOf(afterHeader.slice(contextAt + 1, lineEnd === -1 ? undefined : lineEnd));
  const stack =
    contextAt === -1
      ? afterHeader.split('\n').slice(1).join('\n')
      : lineEnd === -1
        ? ''
        : afterHeader.slice(lineEnd + 1);
  const exception = EXCEPTION.exec(stack.trimStart())?.[1] ?? 'Error';
  return {
    index,
    logged_at: header ? `${header[1]}T${header[2]}.000Z` : new Date(0).toISOString(),
    level: (header?.[3] ?? 'ERROR').toLowerCase(),
    exception,
    message,
    ...context,
    trace: traceOfStack(stack, projectRoot, false).trace,
  } as ErrorLogEntry;
}
