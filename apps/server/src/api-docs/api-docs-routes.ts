import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { baseUrl } from '../bootstrap/bootstrap-for-request';
import { siteName } from '../settings/site-name';
import { API_OPERATIONS } from './api-operations';
import { type OpenApiDocument, openApiDocument } from './openapi-document';

/**
 * `GET api/v1/openapi.json`: the OpenAPI 3.1 document of every route, generated from the zod schemas the server
 * validates with. Open to everyone, as the routes it lists are; /api-docs shows it to holders of `api.access`.
 */
export function apiDocsRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();
  // Converting ~70 schemas takes a few milliseconds: once per site name and origin is enough.
  let cached: { key: string; document: OpenApiDocument } | null = null;

  routes.get('/openapi.json', async (c) => {
    const options = { siteName: await siteName(services.db), serverUrl: baseUrl(c, services) };
    const key = `${options.siteName}\n${options.serverUrl}`;
    if (cached?.key !== key) cached = { key, document: openApiDocument(API_OPERATIONS, options) };
    return c.json(cached.document);
  });

  return routes;
}
