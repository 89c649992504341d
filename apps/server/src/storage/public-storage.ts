import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getMimeType } from 'hono/utils/mime';
import { PUBLIC_UPLOADS_FOLDER } from '../uploads/local-disks';
import type { ServerObjects } from '../uploads/server-objects';
import { IMMUTABLE_CACHE } from '../web/static-files';
import { serveFile } from './serve-file';

/** Files on the public disk are served under this path. */
export const PUBLIC_STORAGE_PATH = '/storage/';

/** Where the public disk's objects are served. */
const PUBLIC_FILES_PATH = `${PUBLIC_STORAGE_PATH}${PUBLIC_UPLOADS_FOLDER}/`;

/**
 * The public disk (doc 000 §9 "Disks: public and uploads"): files anyone may read under `/storage/`. What the server
 * saves (avatars, playlist covers, covers read from imported music) goes into a folder of the upload storage's
 * public disk, the bucket when one is set so that every instance serves it, at `/storage/files/<folder>/<name>`.
 * Files saved before that, in folders of `DATA_DIR/storage`, are still served and removed from there.
 */
export interface PublicStorage {
  /** Stores `bytes` in `folder` (the disk prefix) with a random name; returns the path to serve it from. */
  save(folder: string, bytes: Uint8Array, extension: string): Promise<string>;
  /** Removes a file saved earlier, given its served path; other values (a user's upload among them) are ignored. */
  remove(servedPath: string | null | undefined): Promise<void>;
  /** Serves the files under `DATA_DIR/storage`; those in a bucket are served by `uploads/public-disk-files.ts`. */
  middleware(): MiddlewareHandler;
}

/** `root` is `DATA_DIR/storage`, which holds the local public disk in its `files` folder. */
export function createPublicStorage(root: string, objects: ServerObjects): PublicStorage {
  const fileOf = (servedPath: string): string | null => {
    if (!servedPath.startsWith(PUBLIC_STORAGE_PATH)) return null;
    const file = normalize(join(root, servedPath.slice(PUBLIC_STORAGE_PATH.length)));
    return file.startsWith(root + sep) ? file : null;
  };
  return {
    async save(folder, bytes, extension) {
      const { name } = await objects.storeBytes({ disk: 'public', folder }, bytes, extension);
      return `${PUBLIC_FILES_PATH}${name}`;
    },
    async remove(servedPath) {
      if (!servedPath) return;
      // The public disk also holds users' uploads, which their entries own: only the server's own go here.
      if (servedPath.startsWith(PUBLIC_FILES_PATH)) {
        await objects.remove(servedPath.slice(PUBLIC_FILES_PATH.length));
        return;
      }
      const file = fileOf(servedPath);
      if (file) await rm(file, { force: true });
    },
    middleware() {
      return createMiddleware(async (c, next) => {
        if (
          (c.req.method !== 'GET' && c.req.method !== 'HEAD') ||
          !c.req.path.startsWith(PUBLIC_STORAGE_PATH)
        ) {
          return next();
        }
        const file = fileOf(c.req.path);
        const info = file ? await stat(file).catch(() => null) : null;
        if (!file || !info?.isFile()) return c.json({ message: 'Not found.' }, 404);
        return serveFile(c, {
          size: info.size,
          type: getMimeType(file) ?? 'application/octet-stream',
          // Names are random and never reused, so a stored file never changes under its name.
          cacheControl: IMMUTABLE_CACHE,
          open: (range) => createReadStream(file, range),
        });
      });
    },
  };
}
