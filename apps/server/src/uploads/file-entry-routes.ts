import { deleteFileEntriesPayloadSchema } from '@tonearm/client/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import * as z from 'zod';
import { requireAccount } from '../accounts/current-account';
import type { AppBindings, AppServices } from '../app-context';
import { notFound, ValidationError } from '../http/errors';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { serveFile } from '../storage/serve-file';
import { fileEntries } from './file-entries-table';
import {
  createFileEntry,
  ownedEntriesWithDescendants,
  resolveDestination,
  serializeFileEntry,
} from './file-entry-store';
import { LocalDisks, newObjectName, ObjectTooLargeError } from './local-disks';
import { extensionOf, uploadMetadataSchema } from './upload-metadata';
import { maxUploadSize } from './upload-settings';

/** Where a plain upload goes (doc 000 §7). */
export const PLAIN_UPLOAD_ROUTE = '/file-entries';

export function fileTooLargeMessage(maxBytes: number): string {
  return `The file field must not be greater than ${Math.floor(maxBytes / 1024)} kilobytes.`;
}

export const plainUploadSchema = uploadMetadataSchema.extend({
  file: z.instanceof(File, { error: 'The file field must be a file.' }),
  clientMime: z.string().max(255).optional(),
  clientExtension: z.string().max(32).optional(),
});

/**
 * `POST file-entries` (a plain multipart upload), `POST file-entries/delete`, and `GET file-entries/{id}/file`,
 * which serves an uploads-disk file to its owner with ranges.
 */
export function fileEntryRoutes(services: AppServices) {
  const disks = new LocalDisks(services.env.DATA_DIR);
  const routes = new Hono<AppBindings>();

  routes.post(PLAIN_UPLOAD_ROUTE, async (c) => {
    const { user } = await requireAccount(c, services);
    const body = validate(plainUploadSchema, await readBody(c));
    const maxBytes = await maxUploadSize(services.db, services.env);
    if (body.file.size > maxBytes) throw new ValidationError({ file: [fileTooLargeMessage(maxBytes)] });
    const destination = await resolveDestination(services, user.id, body);
    const extension = extensionOf(body.file.name, body.clientExtension);
    const fileName = newObjectName(extension);
    const stored = await disks
      .write(destination.disk, fileName, body.file.stream(), maxBytes)
      .catch((error: unknown) => {
        if (error instanceof ObjectTooLargeError) {
          throw new ValidationError({ file: [fileTooLargeMessage(maxBytes)] });
        }
        throw error;
      });
    const entry = await createFileEntry(services, {
      ownerId: user.id,
      fileName,
      destination,
      file: {
        name: body.file.name,
        mime: body.clientMime || body.file.type || null,
        extension,
        size: stored.size,
      },
    }).catch(async (error: unknown) => {
      await disks.remove(destination.disk, fileName);
      throw error;
    });
    return c.json({ fileEntry: serializeFileEntry(entry) }, 201);
  });

  routes.post('/file-entries/delete', async (c) => {
    const { user } = await requireAccount(c, services);
    const {
      entryIds = [],
      paths = [],
      deleteForever = false,
    } = validate(deleteFileEntriesPayloadSchema, await readBody(c));
    const entries = await ownedEntriesWithDescendants(services, user.id, entryIds, paths);
    const ids = entries.map((entry) => entry.id);
    if (ids.length > 0 && deleteForever) {
      await services.db.delete(fileEntries).where(inArray(fileEntries.id, ids));
      // Rows go first: a crash in between leaves an unreferenced object, never an entry without its file.
      for (const entry of entries) await disks.remove(entry.disk, entry.file_name);
    } else if (ids.length > 0) {
      await services.db
        .update(fileEntries)
        .set({ deleted_at: services.now() })
        .where(and(inArray(fileEntries.id, ids), isNull(fileEntries.deleted_at)));
    }
    return c.json({ status: 'success' as const });
  });

  routes.on(['GET', 'HEAD'], '/file-entries/:id{[0-9]+}/file', async (c) => {
    const { user } = await requireAccount(c, services);
    const [entry] = await services.db
      .select()
      .from(fileEntries)
      .where(and(eq(fileEntries.id, Number(c.req.param('id'))), eq(fileEntries.owner_id, user.id)));
    const size = entry ? await disks.sizeOf(entry.disk, entry.file_name) : null;
    if (!entry || size === null) throw notFound();
    return serveFile(c, {
      size,
      type: entry.mime || getMimeType(entry.file_name) || 'application/octet-stream',
      downloadName: entry.name,
      // The owner's file may be deleted or replaced under this address; it is private to them.
      cacheControl: 'private, no-cache',
      open: (range) => disks.read(entry.disk, entry.file_name, range),
    });
  });

  return routes;
}
