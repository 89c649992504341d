import { and, eq, isNull } from 'drizzle-orm';
import type { AppServices } from '../app-context';
import { detectImageType } from '../storage/image-type';
import { fileEntries } from '../uploads/file-entries-table';
import { fileEntryUrl } from '../uploads/file-entry-store';
import { PUBLIC_UPLOADS_FOLDER } from '../uploads/local-disks';

const PUBLIC_UPLOAD_PATH = new RegExp(`^/storage/${PUBLIC_UPLOADS_FOLDER}/([A-Za-z0-9._-]+)$`);
// Enough for every signature `detectImageType` knows.
const SIGNATURE_BYTES = 16;

/**
 * The name of the public-disk object that `url` addresses on this site (`/storage/files/<name>`, as a path or on
 * the request's own origin), or `null` for any other address.
 */
export function publicUploadNameOf(url: string, siteUrl: string): string | null {
  const site = new URL(siteUrl);
  let parsed: URL;
  try {
    parsed = new URL(url, site);
  } catch {
    return null;
  }
  if (parsed.origin !== site.origin || parsed.search !== '' || parsed.hash !== '') return null;
  return PUBLIC_UPLOAD_PATH.exec(parsed.pathname)?.[1] ?? null;
}

async function firstBytes(services: AppServices, name: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  const stream = services.uploadStorage.read(
    { disk: 'public', name },
    { start: 0, end: SIGNATURE_BYTES - 1 },
  );
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The served path of an image the user uploaded to the public disk through the upload engine, to become their
 * avatar; `null` when the object is not the user's own live upload, and `'not-an-image'` when its bytes are not a
 * raster image (whatever its name or claimed type).
 */
export async function ownUploadedImage(
  services: AppServices,
  userId: number,
  name: string,
): Promise<string | null | 'not-an-image'> {
  const [entry] = await services.db
    .select()
    .from(fileEntries)
    .where(
      and(
        eq(fileEntries.disk, 'public'),
        eq(fileEntries.file_name, name),
        eq(fileEntries.owner_id, userId),
        isNull(fileEntries.deleted_at),
      ),
    );
  if (!entry) return null;
  const bytes = await firstBytes(services, name).catch(() => new Uint8Array(0));
  return detectImageType(bytes) ? fileEntryUrl(entry) : 'not-an-image';
}

async function readUpload(services: AppServices, name: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of services.uploadStorage.read({ disk: 'public', name }))
    chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Removes an upload of the public disk, its entry first: a crash in between leaves an object, never a dangling entry. */
async function removeUpload(services: AppServices, entryId: number, name: string): Promise<void> {
  await services.db.delete(fileEntries).where(eq(fileEntries.id, entryId));
  await services.uploadStorage.remove({ disk: 'public', name });
}

/** What became of an upload offered as an avatar. */
export type AdoptedImage =
  | { kind: 'adopted'; path: string }
  | { kind: 'not-an-image' }
  | { kind: 'too-large' }
  | { kind: 'not-found' };

/**
 * Makes an image the user uploaded to the public disk through the upload engine their avatar's file: its bytes
 * are checked as an uploaded file is, stored under the avatars folder like any avatar, and the upload is removed.
 * A refused upload is removed too, so nothing refused stays public. `not-found` when the object is not the user's
 * own live upload.
 */
export async function adoptUploadedImage(
  services: AppServices,
  userId: number,
  name: string,
  limits: { folder: string; maxBytes: number },
): Promise<AdoptedImage> {
  const [entry] = await services.db
    .select({ id: fileEntries.id, size: fileEntries.file_size })
    .from(fileEntries)
    .where(
      and(
        eq(fileEntries.disk, 'public'),
        eq(fileEntries.file_name, name),
        eq(fileEntries.owner_id, userId),
        isNull(fileEntries.deleted_at),
      ),
    );
  if (!entry) return { kind: 'not-found' };
  if (Number(entry.size) > limits.maxBytes) {
    await removeUpload(services, entry.id, name);
    return { kind: 'too-large' };
  }
  const bytes = await readUpload(services, name).catch(() => new Uint8Array(0));
  const type = detectImageType(bytes);
  if (!type) {
    await removeUpload(services, entry.id, name);
    return { kind: 'not-an-image' };
  }
  const path = await services.storage.save(limits.folder, bytes, type.extension);
  await removeUpload(services, entry.id, name);
  return { kind: 'adopted', path };
}

/**
 * Removes a former avatar that was the user's own upload to the public disk (its entry and its bytes); answers
 * whether it was one. Other pictures are left to the caller.
 */
export async function forgetUploadedImage(
  services: AppServices,
  userId: number,
  servedPath: string | null,
): Promise<boolean> {
  // Stored avatars of uploads are site paths; any origin resolves them alike.
  const name = servedPath ? publicUploadNameOf(servedPath, 'http://localhost') : null;
  if (name === null || !servedPath?.startsWith('/')) return false;
  const removed = await services.db
    .delete(fileEntries)
    .where(
      and(eq(fileEntries.disk, 'public'), eq(fileEntries.file_name, name), eq(fileEntries.owner_id, userId)),
    )
    .returning({ id: fileEntries.id });
  if (removed.length === 0) return false;
  // The row goes first: a crash in between leaves an unreferenced object, never an entry without its file.
  await services.uploadStorage.remove({ disk: 'public', name });
  return true;
}
