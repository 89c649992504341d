import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { getOpenApiDocument } from './api-docs';
import { RecordingHttpClient } from './test-support/recording-http-client';

const document = {
  openapi: '3.1.0',
  info: { title: 'Tonearm API', version: '1' },
  paths: {
    '/api/v1/health': {
      get: { summary: 'Whether the server is up', responses: { '200': { description: 'Success.' } } },
    },
  },
};

describe('getOpenApiDocument', () => {
  it('fetches GET openapi.json and keeps the operations', async () => {
    const http = new RecordingHttpClient(document);
    const answer = await getOpenApiDocument(http);
    expect(http.onlyRequest).toMatchObject({
      method: 'GET',
      path: 'openapi.json',
      callName: 'GET openapi.json',
    });
    expect(answer.paths['/api/v1/health']?.get?.summary).toBe('Whether the server is up');
  });

  it('rejects a document of another OpenAPI version', async () => {
    const http = new RecordingHttpClient({ ...document, openapi: '3.0.3' });
    await expect(getOpenApiDocument(http)).rejects.toThrow(z.core.$ZodError);
  });
});
