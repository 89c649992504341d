import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getMimeType } from 'hono/utils/mime';
import { randomToken } from '../security/tokens';
import { IMMUTABLE_CACHE } from '../web/static-files';
import { serveFile } from './serve-file';

/** Files on the public disk are served under this path. */
export const PUBLIC_STORAGE_PATH = '/storage/';

/** The public disk (doc 000 §9 "Disks: public and uploads"): files in `DATA_DIR/storage`, readable by anyone. */
export interface PublicStorage {
  /** Stores `bytes` under `folder` with a random name; returns the path to serve it from. */
  save(folder: string, bytes: Uint8Array, extension: string): Promise<string>;
  /** Removes a file saved earlier, given its served path; other values are ignored. */
  remove(servedPath: string | null | undefined): Promise<void>;
  /** Serves the stored files. */
  middleware(): MiddlewareHandler;
}

export function createPublicStorage(root: string): PublicStorage {
  const fileOf = (servedPath: string): string | null => {
    if (!servedPath.startsWith(PUBLIC_STORAGE_PATH)) return null;
    const file = normalize(join(root, servedPath.slice(PUBLIC_STORAGE_PATH.length)));
    return file.startsWith(root + sep) ? file : null;
  };
  return {
    async save(folder, bytes, extension) {
      await mkdir(join(root, folder), { recursive: true });
      const name = `${randomToken(18)}.${extension}`;
      await writeFile(join(root, folder, name), bytes);
      return `${PUBLIC_STORAGE_PATH}${folder}/${name}`;
    },
    async remove(servedPath) {
      const file = servedPath ? fileOf(servedPath) : null;
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
