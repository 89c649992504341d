import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { requirePermission } from '../accounts/require-permission';
import type { AppBindings, AppServices } from '../app-context';
import { notFound } from '../http/errors';

/** `GET api/v1/logs/error/download-latest`: the newest error log, for admins (doc 000 §7). */
export function logRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();

  routes.get('/logs/error/download-latest', async (c) => {
    await requirePermission(c, services, 'logs.view');
    const file = await services.errorLog.latestFile();
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info) throw notFound('There are no error logs yet.');
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return c.body(body, 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': String(info.size),
      'Content-Disposition': `attachment; filename="${basename(file)}"`,
      'Cache-Control': 'no-store',
    });
  });

  return routes;
}
