import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppBindings, AppServices } from '../app-context';
import { notFound, ValidationError } from '../http/errors';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { linkBase } from '../security/site-address';
import { requireAllowedExtension } from '../settings/upload-extensions';
import { IMAGE_OR_AUDIO_ONLY, requireDiskAccepts } from './disk-types';
import { pendingUploads } from './file-entries-table';
import { fileTooLargeMessage } from './file-entry-routes';
import { createFileEntry, resolveDestination, serializeFileEntry } from './file-entry-store';
import { newObjectName } from './local-disks';
import { objectKey, parseObjectKey } from './object-key';
import { MAX_PARTS, noSuchUpload } from './s3-errors';
import { extensionOf, uploadMetadataSchema } from './upload-metadata';
import { maxUploadSize } from './upload-settings';
import { requireUploaderId } from './uploader';

/** Most part URLs signed in one call; the client asks for 10 at a time (doc 000 §9). */
const MAX_PART_URLS_PER_CALL = 100;

export const newObjectSchema = uploadMetadataSchema.extend({
  filename: z.string().min(1).max(255),
  mime: z.string().max(255).nullish(),
  size: z.int().nonnegative(),
  extension: z.string().max(32).nullish(),
});
export const multipartRefSchema = z.object({
  key: z.string().min(1).max(300),
  // S3's upload ids run to a few hundred characters.
  uploadId: z.string().min(1).max(1024),
});
const partNumberSchema = z.int().min(1).max(MAX_PARTS);
export const signPartsSchema = multipartRefSchema.extend({
  partNumbers: z.array(partNumberSchema).min(1).max(MAX_PART_URLS_PER_CALL),
});
export const completeSchema = multipartRefSchema.extend({
  parts: z
    .array(z.object({ ETag: z.string().min(1).max(100), PartNumber: partNumberSchema }))
    .min(1)
    .max(MAX_PARTS),
});
export const entrySchema = uploadMetadataSchema.extend({
  clientName: z.string().min(1).max(255),
  clientMime: z.string().max(255).nullish(),
  clientExtension: z.string().max(32).nullish(),
  filename: z.string().min(1).max(100),
  size: z.int().nonnegative(),
});

/**
 * The S3 upload calls (doc 000 §7 "Direct storage", "Multipart to storage") over the upload storage: presigned
 * PUT URLs (the bucket's own with S3, `/storage-s3/` on the server's storage otherwise), multipart uploads with
 * S3's rules, and `s3/entries` turning a stored object of the same user into a file entry.
 */
export function s3UploadRoutes(services: AppServices) {
  const { db, uploadStorage: storage } = services;
  const routes = new Hono<AppBindings>();

  /** Checks a new object's body and records that this user may store it. */
  async function announce(c: Context<AppBindings>, multipart: boolean) {
    const userId = requireUploaderId(c);
    const body = validate(newObjectSchema, await readBody(c));
    const maxBytes = await maxUploadSize(db, services.env);
    if (body.size > maxBytes) throw new ValidationError({ size: [fileTooLargeMessage(maxBytes)] });
    const { disk } = await resolveDestination(services, userId, body);
    const extension = extensionOf(body.filename, body.extension);
    const mime = body.mime || null;
    // A public object is read from the bucket with the type signed here, so it must name a safe one.
    if (disk === 'public' && mime === null) throw new ValidationError({ mime: [IMAGE_OR_AUDIO_ONLY] });
    requireDiskAccepts(disk, { extension, mime }, 'mime');
    await requireAllowedExtension(db, extension, 'extension');
    const name = newObjectName(extension);
    // The storage chosen now holds the object until it is an entry, whatever is chosen meanwhile.
    const driver = storage.driver;
    const uploadId = multipart ? await storage.createMultipart({ disk, name, mime, driver }) : null;
    await db.insert(pendingUploads).values({
      file_name: name,
      disk,
      driver,
      multipart_id: uploadId,
      file_size: body.size,
      owner_id: userId,
      created_at: services.now(),
    });
    return { disk, name, mime, driver, key: objectKey(disk, name), uploadId };
  }

  /** The user's multipart upload named by `{key, uploadId}`, or S3's NoSuchUpload. */
  async function ownMultipart(c: Context<AppBindings>, ref: { key: string; uploadId: string }) {
    const userId = requireUploaderId(c);
    const object = parseObjectKey(ref.key);
    if (!object) throw noSuchUpload();
    const [pending] = await db
      .select()
      .from(pendingUploads)
      .where(
        and(
          eq(pendingUploads.file_name, object.name),
          eq(pendingUploads.owner_id, userId),
          eq(pendingUploads.multipart_id, ref.uploadId),
        ),
      );
    if (!pending) throw noSuchUpload();
    return {
      disk: pending.disk,
      name: pending.file_name,
      driver: pending.driver,
      uploadId: ref.uploadId,
      id: pending.id,
    };
  }

  routes.post('/s3/simple/presign', async (c) => {
    const origin = linkBase(c, services);
    const { disk, name, mime, driver, key } = await announce(c, false);
    const acl = disk === 'public' ? 'public-read' : 'private';
    const url = await storage.presignPut(origin, { disk, name, mime, acl, driver });
    return c.json({ url, acl, key });
  });

  routes.post('/s3/multipart/create', async (c) => {
    const { key, uploadId } = await announce(c, true);
    return c.json({ uploadId, key });
  });

  routes.post('/s3/multipart/get-uploaded-parts', async (c) => {
    const ref = validate(multipartRefSchema, await readBody(c));
    const upload = await ownMultipart(c, ref);
    return c.json({ parts: await storage.listParts(upload) });
  });

  routes.post('/s3/multipart/batch-sign-part-urls', async (c) => {
    const { partNumbers, ...ref } = validate(signPartsSchema, await readBody(c));
    const origin = linkBase(c, services);
    const upload = await ownMultipart(c, ref);
    const urls = await Promise.all(
      partNumbers.map(async (partNumber) => ({
        partNumber,
        url: await storage.presignPart(origin, upload, partNumber),
      })),
    );
    return c.json({ urls });
  });

  routes.post('/s3/multipart/complete', async (c) => {
    const { parts, ...ref } = validate(completeSchema, await readBody(c));
    const upload = await ownMultipart(c, ref);
    const { etag } = await storage.completeMultipart(upload, parts);
    return c.json({ key: ref.key, etag });
  });

  routes.post('/s3/multipart/abort', async (c) => {
    const ref = validate(multipartRefSchema, await readBody(c));
    const upload = await ownMultipart(c, ref);
    await storage.abortMultipart(upload);
    await db.delete(pendingUploads).where(eq(pendingUploads.id, upload.id));
    return c.body(null, 204);
  });

  routes.post('/s3/entries', async (c) => {
    const userId = requireUploaderId(c);
    const body = validate(entrySchema, await readBody(c));
    const [pending] = await db
      .select()
      .from(pendingUploads)
      .where(and(eq(pendingUploads.file_name, body.filename), eq(pendingUploads.owner_id, userId)));
    const stored = pending
      ? await storage.sizeOf({ disk: pending.disk, name: pending.file_name, driver: pending.driver })
      : null;
    if (!pending || stored === null) throw notFound('The uploaded file was not found in storage.');
    if (stored !== body.size || stored !== pending.file_size) {
      throw new ValidationError({ size: ['The stored file does not have the announced size.'] });
    }
    // The object is already on its disk; the metadata's disk cannot move it.
    const destination = { ...(await resolveDestination(services, userId, body)), disk: pending.disk };
    const extension = extensionOf(body.clientName, body.clientExtension);
    requireDiskAccepts(destination.disk, { extension, mime: body.clientMime }, 'clientMime');
    // Claiming the announcement first makes a second call for the same object a 404, not a duplicate entry.
    const [claimed] = await db.delete(pendingUploads).where(eq(pendingUploads.id, pending.id)).returning();
    if (!claimed) throw notFound('The uploaded file was not found in storage.');
    const entry = await createFileEntry(services, {
      ownerId: userId,
      fileName: pending.file_name,
      destination,
      driver: pending.driver,
      file: {
        name: body.clientName,
        mime: body.clientMime || null,
        extension,
        size: stored,
      },
    }).catch(async (error: unknown) => {
      await db.insert(pendingUploads).values(claimed);
      throw error;
    });
    return c.json({ fileEntry: serializeFileEntry(entry) }, 201);
  });

  return routes;
}
