import { openApiDocumentSchema } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { projectRoot } from '../config/paths';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { API_OPERATIONS } from './api-operations';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
}, 60_000);
afterAll(() => app?.stop());

/** `GET /api/v1/users/:id` and `GET /api/v1/file-entries/:id{[0-9]+}/file` in OpenAPI form: `{id}`. */
const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

/** Every route of the app a client can call: middleware (`ALL`) and the web app's page fallback left out. */
function appRoutes(): string[] {
  const routes = createApp(app.server.services, projectRoot()).routes;
  return [
    ...new Set(
      routes
        .filter((route) => route.method !== 'ALL' && route.path !== '/*')
        .map((route) => `${route.method} ${openApiPath(route.path)}`),
    ),
  ].sort();
}

const documented = () =>
  API_OPERATIONS.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`).sort();

describe('the OpenAPI document', () => {
  it('documents every route of the app, and nothing the app does not answer', () => {
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const undocumented = routes.filter((route) => !documented().includes(route));
    expect(undocumented, 'Describe these routes in API_OPERATIONS (api-docs/api-operations.ts)').toEqual([]);
    expect(documented().filter((operation) => !routes.includes(operation))).toEqual([]);
  });

  it('is served at api/v1/openapi.json as OpenAPI 3.1 with the zod schemas as JSON Schema', async () => {
    const visitor = await new TestVisitor(app.url).open();
    const answer = await visitor.get('/api/v1/openapi.json');
    expect(answer.status).toBe(200);
    const document = answer.json as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(openApiDocumentSchema.safeParse(answer.json).error).toBeUndefined();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: app.url }]);
    expect(document.components.securitySchemes.accessToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.values(document.paths).flatMap(Object.keys)).toHaveLength(API_OPERATIONS.length);
    const contact = document.paths['/api/v1/contact-page']?.post;
    expect(contact?.security).toEqual([]);
    expect(JSON.stringify(contact?.requestBody)).toContain('import_playlist_spotify');
    const login = document.paths['/auth/login']?.post?.requestBody as {
      content: {
        'application/json': { schema: { properties: Record<string, unknown>; required: string[] } };
      };
    };
    expect(login.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { email: expect.any(Object), password: expect.any(Object) },
    });
    expect(document.paths['/api/v1/users/{id}']?.get?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });
});
