import * as z from 'zod/mini';
import { traceEntrySchema } from '../error-payload';
import { paginationSchema } from '../pagination';
import { dateTimeSchema } from '../primitives';

/** A daily error log file's name, `tonearm-YYYY-MM-DD.log`: the only names the error log routes accept. */
export const ERROR_LOG_FILE_PATTERN = /^tonearm-\d{4}-\d{2}-\d{2}\.log$/;

/** One error log file of `GET admin/logs/error`. */
export const errorLogFileSchema = z.object({
  name: z.string().check(z.regex(ERROR_LOG_FILE_PATTERN)),
  size: z.int().check(z.nonnegative()),
  modified_at: dateTimeSchema,
});
export type ErrorLogFile = z.infer<typeof errorLogFileSchema>;

/** Answer of `GET admin/logs/error`: every log file, newest first. */
export const errorLogFilesResponseSchema = z.object({ files: z.array(errorLogFileSchema) });
export type ErrorLogFilesResponse = z.infer<typeof errorLogFilesResponseSchema>;

/** One logged error: when, its message, the request it failed, and its stack frames with vendor runs grouped. */
export const errorLogEntrySchema = z.object({
  /** Its position in the file, from 1 at the oldest. */
  index: z.int().check(z.positive()),
  logged_at: dateTimeSchema,
  level: z.string(),
  exception: z.string(),
  message: z.string(),
  method: z.nullable(z.string()),
  url: z.nullable(z.string()),
  user_id: z.nullable(z.int()),
  trace: z.array(traceEntrySchema),
});
export type ErrorLogEntry = z.infer<typeof errorLogEntrySchema>;

/** Answer of `GET admin/logs/error/{file}`: a page of the file's entries, newest first. */
export const errorLogEntriesResponseSchema = z.object({
  file: errorLogFileSchema,
  pagination: paginationSchema(errorLogEntrySchema),
});
export type ErrorLogEntriesResponse = z.infer<typeof errorLogEntriesResponseSchema>;
