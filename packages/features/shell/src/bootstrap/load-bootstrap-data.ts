import type { HttpClient } from '@tonearm/client';
import { type BootstrapData, bootstrapDataSchema } from '@tonearm/client/contract';
import { readBootstrapData } from './read-bootstrap-data';

/**
 * The visitor's bootstrap data: inlined in the page by the server, or fetched from it when the page was served
 * without it (the development server).
 */
export async function loadBootstrapData(doc: Document, http: HttpClient): Promise<BootstrapData> {
  return (
    readBootstrapData(doc) ??
    http.get('bootstrap-data', { schema: bootstrapDataSchema, callName: 'GET bootstrap-data' })
  );
}
