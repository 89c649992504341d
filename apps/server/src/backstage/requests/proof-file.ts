import { BACKSTAGE_PROOF_MAX_BYTES } from '@tonearm/client/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppServices } from '../../app-context';
import { notFound, ValidationError } from '../../http/errors';
import { detectImageType } from '../../storage/image-type';
import { serveFile } from '../../storage/serve-file';
import { type FileEntryRow, fileEntries } from '../../uploads/file-entries-table';
import { backstageRequests } from './backstage-requests-table';

const FIELD = 'proof_file_entry_id';
export const PROOF_NOT_FOUND = 'Upload the identity document again: the file was not found.';
export const PROOF_NOT_PRIVATE = 'The identity document must be uploaded privately.';
export const PROOF_NOT_IMAGE = 'The identity document must be a PNG, JPEG, GIF, WebP or AVIF image.';
export const PROOF_TOO_LARGE = `The identity document must not be greater than ${BACKSTAGE_PROOF_MAX_BYTES / 1024} kilobytes.`;
export const PROOF_IN_USE = 'This identity document is already attached to another request.';

const refuse = (message: string): never => {
  throw new ValidationError({ [FIELD]: [message] });
};

/** The first bytes of a stored object, enough to recognise an image. */
async function headOf(services: AppServices, entry: FileEntryRow): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of services.uploadStorage.read(
    { disk: entry.disk, name: entry.file_name },
    { start: 0, end: 15 },
  )) {
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The user's own file entry `entryId` when it may prove who they are: on the private disk, an image by its bytes
 * (never only by its name), at most 5 MB and attached to no other request; a 422 on `proof_file_entry_id` otherwise.
 */
export async function requireProofEntry(
  services: AppServices,
  userId: number,
  entryId: number,
): Promise<FileEntryRow> {
  const [entry] = await services.db
    .select()
    .from(fileEntries)
    .where(
      and(eq(fileEntries.id, entryId), eq(fileEntries.owner_id, userId), isNull(fileEntries.deleted_at)),
    );
  if (!entry) return refuse(PROOF_NOT_FOUND);
  if (entry.disk !== 'uploads') return refuse(PROOF_NOT_PRIVATE);
  if (entry.file_size > BACKSTAGE_PROOF_MAX_BYTES) return refuse(PROOF_TOO_LARGE);
  const [used] = await services.db
    .select({ id: backstageRequests.id })
    .from(backstageRequests)
    .where(eq(backstageRequests.proof_file_entry_id, entry.id));
  if (used) return refuse(PROOF_IN_USE);
  if (detectImageType(await headOf(services, entry)) === null) return refuse(PROOF_NOT_IMAGE);
  return entry;
}

/** Answers the request's identity document, an image checked on submission, never cached by shared caches. */
export async function serveProof(c: Context, services: AppServices, entryId: number | null) {
  const [entry] =
    entryId === null ? [] : await services.db.select().from(fileEntries).where(eq(fileEntries.id, entryId));
  const object = entry ? { disk: entry.disk, name: entry.file_name } : null;
  const size = object ? await services.uploadStorage.sizeOf(object) : null;
  if (!entry || !object || size === null) throw notFound();
  const type = detectImageType(await headOf(services, entry))?.mime ?? 'application/octet-stream';
  return serveFile(c, {
    size,
    type,
    downloadName: entry.name,
    cacheControl: 'private, no-store',
    open: (range) => services.uploadStorage.read(object, range),
  });
}

/** Deletes the identity document's entry and its object: rows first, so no entry ever lacks its file. */
export async function deleteProof(services: AppServices, entryId: number | null): Promise<void> {
  if (entryId === null) return;
  const [entry] = await services.db.delete(fileEntries).where(eq(fileEntries.id, entryId)).returning();
  if (entry) await services.uploadStorage.remove({ disk: entry.disk, name: entry.file_name });
}
