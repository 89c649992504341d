import { createMiddleware } from 'hono/factory';
import { getMimeType } from 'hono/utils/mime';
import type { AppServices } from '../app-context';
import { PUBLIC_STORAGE_PATH } from '../storage/public-storage';
import { serveFile } from '../storage/serve-file';
import { IMMUTABLE_CACHE } from '../web/static-files';
import { isObjectName, PUBLIC_UPLOADS_FOLDER } from './local-disks';

const PUBLIC_FILES_PATH = `${PUBLIC_STORAGE_PATH}${PUBLIC_UPLOADS_FOLDER}/`;

/**
 * Public-disk uploads at `/storage/files/<name>` when they live in the bucket: read through the server with ranges,
 * so their address is the same whatever the driver and the bucket itself can stay private. Locally the public
 * storage serves that folder.
 */
export function publicDiskFiles(services: AppServices) {
  const storage = services.uploadStorage;
  return createMiddleware(async (c, next) => {
    if (
      storage.driver === 'local' ||
      (c.req.method !== 'GET' && c.req.method !== 'HEAD') ||
      !c.req.path.startsWith(PUBLIC_FILES_PATH)
    ) {
      return next();
    }
    const name = c.req.path.slice(PUBLIC_FILES_PATH.length);
    const object = { disk: 'public' as const, name };
    const size = isObjectName(name) ? await storage.sizeOf(object) : null;
    if (size === null) return c.json({ message: 'Not found.' }, 404);
    return serveFile(c, {
      size,
      type: getMimeType(name) ?? 'application/octet-stream',
      // Names are random and never reused, so a stored file never changes under its name.
      cacheControl: IMMUTABLE_CACHE,
      open: (range) => storage.read(object, range),
    });
  });
}
