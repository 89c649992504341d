import { appendFile, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

import { ERROR_LOG_FILE_PATTERN as LOG_FILE_PATTERN } from '@tonearm/client/contract';

export interface ErrorContext {
  method: string;
  url: string;
  userId: number | null;
}

/** Where unexpected errors go, for admins to download from the error dialog. */
export interface ErrorLog {
  /** The folder of the daily log files, named like Laravel's daily logs: `tonearm-2025-01-31.log`. */
  directory: string;
  record(error: unknown, context: ErrorContext, at: Date): Promise<void>;
  /** The newest log file, or `null` when nothing was logged yet. */
  latestFile(): Promise<string | null>;
}

export function createErrorLog(directory: string): ErrorLog {
  return {
    directory,
    async record(error, context, at) {
      const failure = error instanceof Error ? error : new Error(String(error));
      const stamp = at.toISOString().replace('T', ' ').slice(0, 19);
      const entry = `[${stamp}] production.ERROR: ${failure.message} ${JSON.stringify(context)}\n${failure.stack ?? ''}\n`;
      await mkdir(directory, { recursive: true });
      await appendFile(join(directory, `tonearm-${at.toISOString().slice(0, 10)}.log`), entry);
    },
    async latestFile() {
      const names = await readdir(directory).catch(() => [] as string[]);
      const latest = names
        .filter((name) => LOG_FILE_PATTERN.test(name))
        .sort()
        .at(-1);
      return latest ? join(directory, latest) : null;
    },
  };
}
