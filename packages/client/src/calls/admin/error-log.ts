import {
  type Acknowledgement,
  acknowledgementSchema,
  type ErrorLogEntriesResponse,
  type ErrorLogFilesResponse,
  errorLogEntriesResponseSchema,
  errorLogFilesResponseSchema,
} from '../../contract';
import type { HttpClient } from '../../core/types';
import { pathSegment } from '../path-segment';

/** The resource of the error log's files. */
export const ERROR_LOG_RESOURCE = 'admin/logs/error';

/** `GET admin/logs/error`: the daily error log files, newest first. */
export function getErrorLogFiles(http: HttpClient): Promise<ErrorLogFilesResponse> {
  return http.get(ERROR_LOG_RESOURCE, {
    schema: errorLogFilesResponseSchema,
    callName: 'GET admin/logs/error',
  });
}

/** What a page of a log file's entries asks for. */
export interface ErrorLogEntriesQuery {
  page: number;
  perPage: number;
  /** Searched in each entry's message and address; empty for every entry. */
  query: string;
}

/** `GET admin/logs/error/{file}`: a page of one file's entries, newest first, with their stack frames. */
export function getErrorLogEntries(
  http: HttpClient,
  file: string,
  query: ErrorLogEntriesQuery,
): Promise<ErrorLogEntriesResponse> {
  const params: Record<string, string | number> = { page: query.page, perPage: query.perPage };
  if (query.query.trim() !== '') params.query = query.query.trim();
  return http.get(`${ERROR_LOG_RESOURCE}/${pathSegment(file)}`, {
    params,
    schema: errorLogEntriesResponseSchema,
    callName: 'GET admin/logs/error/{file}',
  });
}

/** `DELETE admin/logs/error/{file}`: removes one log file. */
export function deleteErrorLogFile(http: HttpClient, file: string): Promise<Acknowledgement> {
  return http.delete(`${ERROR_LOG_RESOURCE}/${pathSegment(file)}`, {
    schema: acknowledgementSchema,
    callName: 'DELETE admin/logs/error/{file}',
  });
}

/** Address of one log file's download (`GET api/v1/logs/error/{file}/download`), opened rather than fetched. */
export function errorLogFileUrl(http: HttpClient, file: string): string {
  return http.url(`logs/error/${pathSegment(file)}/download`);
}
