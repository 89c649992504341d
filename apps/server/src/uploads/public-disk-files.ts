import { createMiddleware } from 'hono/factory';
import { getMimeType } from 'hono/utils/mime';
import type { AppServices } from '../app-context';
import { PUBLIC_STORAGE_PATH } from '../storage/public-storage';
import { serveFile } from '../storage/serve-file';
import { IMMUTABLE_CACHE } from '../web/static-files';
import { isFiledObjectName, isObjectName, LocalDisks, PUBLIC_UPLOADS_FOLDER } from './local-disks';
import { recordedDriverOf } from './object-drivers';

const PUBLIC_FILES_PATH = `${PUBLIC_STORAGE_PATH}${PUBLIC_UPLOADS_FOLDER}/`;

/**
 * Public-disk objects at `/storage/files/<name>` (users' uploads, and what the server files in folders there, such
 * as avatars) that live in a bucket: read through the server with ranges, so their address is the same whatever
 * the storage and the bucket itself can stay private. A file on this server's own public disk is left to the public
 * storage that follows, which also answers 404 for an unknown one; any other is read from the storage its record
 * names, so files stored before a switch of storage keep their address.
 */
export function publicDiskFiles(services: AppServices) {
  const storage = services.uploadStorage;
  const disks = new LocalDisks(services.env.DATA_DIR);
  return createMiddleware(async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !c.req.path.startsWith(PUBLIC_FILES_PATH)) {
      return next();
    }
    const name = c.req.path.slice(PUBLIC_FILES_PATH.length);
    if (!isObjectName(name) && !isFiledObjectName(name)) return next();
    if ((await disks.sizeOf('public', name)) !== null) return next();
    const driver = await recordedDriverOf(services.db, name);
    if (driver === undefined) return next();
    const object = { disk: 'public' as const, name, driver };
    const size = await storage.sizeOf(object);
    if (size === null) return next();
    return serveFile(c, {
      size,
      type: getMimeType(name) ?? 'application/octet-stream',
      // Names are random and never reused, so a stored file never changes under its name.
      cacheControl: IMMUTABLE_CACHE,
      open: (range) => storage.read(object, range),
    });
  });
}
