import type { HttpClient } from '../core/types';

/**
 * Address of the latest error log (`GET api/v1/logs/error/download-latest`), opened as a download rather than
 * fetched; the client adds the `api/v1/` prefix itself.
 */
export function latestErrorLogUrl(http: HttpClient): string {
  return http.url('logs/error/download-latest');
}
