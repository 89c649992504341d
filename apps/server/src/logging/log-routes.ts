import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { type Context, Hono } from 'hono';
import { requirePermission } from '../accounts/require-permission';
import { requireAdminSection } from '../admin/require-admin-section';
import type { AppBindings, AppServices } from '../app-context';
import { notFound } from '../http/errors';
import { paginate, readPageQuery } from '../http/pagination';
import { parseErrorLog } from './error-log-entries';
import { deleteLogFile, findLogFile, listLogFiles, readLogText } from './error-log-files';

/** Reading the logs (doc 001 §6 "logs.view"). */
const LOGS_VIEW_PERMISSION = 'logs.view';
/** Deleting a log file changes what other admins can read: it needs `logs.update`, as "Run now" does. */
const LOGS_UPDATE_PERMISSION = 'logs.update';
/** Entries a page of a log file shows unless the client asks for another size. */
export const ERROR_LOG_PER_PAGE = 15;

function download(c: Context<AppBindings>, file: string, size: number) {
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return c.body(body, 200, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(size),
    'Content-Disposition': `attachment; filename="${basename(file)}"`,
    'Cache-Control': 'no-store',
  });
}

/**
 * The error log (doc 000 §7, doc 001 §2 "logs: error"): `GET logs/error/download-latest` and each file's download,
 * and for the admin's screen the files, a page of one file's entries with their stack frames, and deleting a file.
 */
export function logRoutes(services: AppServices) {
  const routes = new Hono<AppBindings>();
  const { directory } = services.errorLog;

  routes.get('/logs/error/download-latest', async (c) => {
    await requirePermission(c, services, LOGS_VIEW_PERMISSION);
    const file = await services.errorLog.latestFile();
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info) throw notFound('There are no error logs yet.');
    return download(c, file, info.size);
  });

  routes.get('/logs/error/:file/download', async (c) => {
    await requirePermission(c, services, LOGS_VIEW_PERMISSION);
    const file = await findLogFile(directory, c.req.param('file'));
    return download(c, file.path, file.size);
  });

  routes.get('/admin/logs/error', async (c) => {
    await requireAdminSection(c, services, LOGS_VIEW_PERMISSION);
    return c.json({ files: await listLogFiles(directory) });
  });

  routes.get('/admin/logs/error/:file', async (c) => {
    await requireAdminSection(c, services, LOGS_VIEW_PERMISSION);
    const file = await findLogFile(directory, c.req.param('file'));
    const { page, perPage } = readPageQuery(c, ERROR_LOG_PER_PAGE);
    const search = (c.req.query('query') ?? '').trim().toLowerCase();
    const { text } = await readLogText(file);
    const entries = parseErrorLog(text, process.cwd())
      .filter(
        (entry) => search === '' || `${entry.message} ${entry.url ?? ''}`.toLowerCase().includes(search),
      )
      .reverse();
    const items = entries.slice((page - 1) * perPage, page * perPage);
    const { path: _path, ...shown } = file;
    return c.json({ file: shown, pagination: paginate(c, items, { page, perPage, total: entries.length }) });
  });

  routes.delete('/admin/logs/error/:file', async (c) => {
    await requireAdminSection(c, services, LOGS_UPDATE_PERMISSION);
    await deleteLogFile(await findLogFile(directory, c.req.param('file')));
    return c.json({ status: 'success' as const });
  });

  return routes;
}
