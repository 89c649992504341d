import { rm } from 'node:fs/promises';
import { deleteFileEntriesPayloadSchema } from '@tonearm/client/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import * as z from 'zod';
import type { AppBindings, AppServices } from '../app-context';
import { badRequest, HttpError, notFound, ValidationError } from '../http/errors';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { requireAllowedExtension } from '../settings/upload-extensions';
import { serveFile } from '../storage/serve-file';
import { requireDiskAccepts } from './disk-types';
import { deletableOwner, entriesWithDescendants } from './file-deletion';
import { fileEntries } from './file-entries-table';
import { createFileEntry, resolveDestination, serializeFileEntry } from './file-entry-store';
import { newObjectName, ObjectTooLargeError } from './local-disks';
import { FORM_ENVELOPE_BYTES, incomingFolder, receivePlainUpload } from './plain-upload-form';
import { uploadBody } from './request-body';
import { extensionOf, uploadMetadataSchema } from './upload-metadata';
import { maxUploadSize } from './upload-settings';
import { requireUploaderId } from './uploader';

/** Where a plain upload goes (doc 000 §7). */
export const PLAIN_UPLOAD_ROUTE = '/file-entries';

const FILE_REQUIRED = 'The file field must be a file.';

export function fileTooLargeMessage(maxBytes: number): string {
  return `The file field must not be greater than ${Math.floor(maxBytes / 1024)} kilobytes.`;
}

export const plainUploadFieldsSchema = uploadMetadataSchema.extend({
  clientMime: z.string().max(255).optional(),
  clientExtension: z.string().max(32).optional(),
});

/**
 * `POST file-entries` (a plain multipart upload), `POST file-entries/delete`, and `GET file-entries/{id}/file`,
 * which serves an uploads-disk file to its owner with ranges.
 */
export function fileEntryRoutes(services: AppServices) {
  const storage = services.uploadStorage;
  const routes = new Hono<AppBindings>();

  routes.post(PLAIN_UPLOAD_ROUTE, async (c) => {
    const userId = requireUploaderId(c);
    if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
      throw new ValidationError({ file: [FILE_REQUIRED] });
    }
    const maxBytes = await maxUploadSize(services.db, services.env);
    // The file streams to disk as it arrives; the server never holds it in memory.
    const incoming = { contentType: c.req.header('content-type') ?? '', body: uploadBody(c) };
    const limits = { fileBytes: maxBytes, bodyBytes: services.env.UPLOAD_MAX_SIZE + FORM_ENVELOPE_BYTES };
    const form = await receivePlainUpload(incoming, incomingFolder(services.env.DATA_DIR), limits).catch(
      (error: unknown) => {
        if (error instanceof HttpError) throw error;
        if (error instanceof ObjectTooLargeError) {
          throw new ValidationError({ file: [fileTooLargeMessage(maxBytes)] });
        }
        throw badRequest('The request body is not a valid form.');
      },
    );
    const { file } = form;
    // The storage chosen as the upload arrived; a switch meanwhile does not move it.
    const driver = storage.driver;
    let fileName: string | undefined;
    let destination: Awaited<ReturnType<typeof resolveDestination>> | undefined;
    try {
      const body = validate(plainUploadFieldsSchema, form.fields);
      if (file === null) throw new ValidationError({ file: [FILE_REQUIRED] });
      destination = await resolveDestination(services, userId, body);
      const extension = extensionOf(file.name, body.clientExtension);
      requireDiskAccepts(destination.disk, { extension, mime: body.clientMime || file.type }, 'file');
      await requireAllowedExtension(services.db, extension, 'file');
      fileName = newObjectName(extension);
      await storage.storeFile({ disk: destination.disk, name: fileName, driver }, file.path);
      const entry = await createFileEntry(services, {
        ownerId: userId,
        fileName,
        destination,
        driver,
        file: { name: file.name, mime: body.clientMime || file.type || null, extension, size: file.size },
      });
      return c.json({ fileEntry: serializeFileEntry(entry) }, 201);
    } catch (error) {
      // Nothing of a refused upload stays: neither the received file nor the object it became.
      if (file) await rm(file.path, { force: true });
      if (destination && fileName) await storage.remove({ disk: destination.disk, name: fileName, driver });
      throw error;
    }
  });

  routes.post('/file-entries/delete', async (c) => {
    const userId = requireUploaderId(c);
    const {
      entryIds = [],
      paths = [],
      deleteForever = false,
    } = validate(deleteFileEntriesPayloadSchema, await readBody(c));
    const owner = await deletableOwner(c, services, userId);
    const entries = await entriesWithDescendants(services, owner, entryIds, paths);
    const ids = entries.map((entry) => entry.id);
    if (ids.length > 0 && deleteForever) {
      await services.db.delete(fileEntries).where(inArray(fileEntries.id, ids));
      // Rows go first: a crash in between leaves an unreferenced object, never an entry without its file.
      for (const entry of entries) {
        await storage.remove({ disk: entry.disk, name: entry.file_name, driver: entry.driver });
      }
    } else if (ids.length > 0) {
      await services.db
        .update(fileEntries)
        .set({ deleted_at: services.now() })
        .where(and(inArray(fileEntries.id, ids), isNull(fileEntries.deleted_at)));
    }
    return c.json({ status: 'success' as const });
  });

  routes.on(['GET', 'HEAD'], '/file-entries/:id{[0-9]+}/file', async (c) => {
    const userId = requireUploaderId(c);
    const [found] = await services.db
      .select()
      .from(fileEntries)
      .where(eq(fileEntries.id, Number(c.req.param('id'))));
    // An admin managing every file previews anyone's; the account is only read for a file that is not theirs.
    const entry =
      found && (found.owner_id === userId || (await deletableOwner(c, services, userId)) === null)
        ? found
        : null;
    const object = entry ? { disk: entry.disk, name: entry.file_name, driver: entry.driver } : null;
    const size = object ? await storage.sizeOf(object) : null;
    if (!entry || !object || size === null) throw notFound();
    return serveFile(c, {
      size,
      type: entry.mime || getMimeType(entry.file_name) || 'application/octet-stream',
      downloadName: entry.name,
      // The owner's file may be deleted or replaced under this address; it is private to them.
      cacheControl: 'private, no-cache',
      open: (range) => storage.read(object, range),
    });
  });

  return routes;
}
