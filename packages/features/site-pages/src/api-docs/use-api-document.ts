import { getOpenApiDocument } from '@tonearm/client';
import type { OpenApiDocument } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import useSWR from 'swr';

export const OPENAPI_QUERY_KEY = 'openapi.json';

export interface ApiDocumentQuery {
  document: OpenApiDocument | undefined;
  error: unknown;
  retry(): void;
}

/** The server's OpenAPI document (`GET openapi.json`). */
export function useApiDocument(): ApiDocumentQuery {
  const http = useHttpClient();
  const query = useSWR(OPENAPI_QUERY_KEY, () => getOpenApiDocument(http));
  return { document: query.data, error: query.error as unknown, retry: () => void query.mutate() };
}
