import { relative, resolve, sep } from 'node:path';
import { eq, inArray, or } from 'drizzle-orm';
import type { AppServices } from '../../app-context';
import { removeStoredAudio } from '../../catalogue/player/stored-audio';
import type { Database } from '../../db/connect';
import { albums, artistProfileImages, artists, genres, playlists, tracks } from '../../db/schema';
import { PUBLIC_STORAGE_PATH } from '../../storage/public-storage';
import { fileEntries } from '../../uploads/file-entries-table';
import { isFiledObjectName, isObjectName, PUBLIC_UPLOADS_FOLDER } from '../../uploads/local-disks';

/** The rows a deletion removes, every kind at once (an album takes its tracks with it). */
export interface CatalogueRows {
  trackIds: number[];
  albumIds: number[];
  artistIds: number[];
}

const PUBLIC_UPLOADS_PATH = `${PUBLIC_STORAGE_PATH}${PUBLIC_UPLOADS_FOLDER}/`;
const FILE_ENTRY_URL = /^\/api\/v1\/file-entries\/(\d{1,10})\/file$/;

/** Where a stored reference points, if it is a file this server stores; external URLs are never touched. */
type StoredFile =
  | { kind: 'object'; disk: 'public' | 'uploads'; name: string }
  | { kind: 'entry'; id: number }
  | { kind: 'public-storage'; path: string }
  | { kind: 'data'; file: string };

function storedFileOf(reference: string, dataDir: string): StoredFile | null {
  if (reference.startsWith(PUBLIC_UPLOADS_PATH)) {
    const name = reference.slice(PUBLIC_UPLOADS_PATH.length);
    if (isObjectName(name)) return { kind: 'object', disk: 'public', name };
    // What the server filed there itself (a cover, an avatar) is the public storage's to remove.
    return isFiledObjectName(name) ? { kind: 'public-storage', path: reference } : null;
  }
  const entry = FILE_ENTRY_URL.exec(reference);
  if (entry) return { kind: 'entry', id: Number(entry[1]) };
  if (reference.startsWith(PUBLIC_STORAGE_PATH)) return { kind: 'public-storage', path: reference };
  if (/^[a-z][a-z0-9+.-]*:/i.test(reference)) return null;
  // Stored audio is an object's name, or a path under the data folder (relative to it, or absolute); nothing outside
  // it is ours to remove.
  const root = resolve(dataDir);
  const file = resolve(root, reference);
  return file.startsWith(root + sep) ? { kind: 'data', file } : null;
}

/** Every file reference (images, stored audio and uploaded audio) the rows hold. */
async function referencesOf(db: Database, rows: CatalogueRows): Promise<string[]> {
  const found: (string | null)[] = [];
  if (rows.trackIds.length > 0) {
    const trackRows = await db
      .select({ image: tracks.image, src: tracks.src, audio_path: tracks.audio_path })
      .from(tracks)
      .where(inArray(tracks.id, rows.trackIds));
    for (const row of trackRows) found.push(row.image, row.src, row.audio_path);
  }
  if (rows.albumIds.length > 0) {
    const albumRows = await db
      .select({ image: albums.image })
      .from(albums)
      .where(inArray(albums.id, rows.albumIds));
    found.push(...albumRows.map((row) => row.image));
  }
  if (rows.artistIds.length > 0) {
    const [artistRows, pictures] = await Promise.all([
      db.select({ image: artists.image }).from(artists).where(inArray(artists.id, rows.artistIds)),
      db
        .select({ url: artistProfileImages.url })
        .from(artistProfileImages)
        .where(inArray(artistProfileImages.artist_id, rows.artistIds)),
    ]);
    found.push(...artistRows.map((row) => row.image), ...pictures.map((row) => row.url));
  }
  return [...new Set(found.filter((value): value is string => value !== null && value !== ''))];
}

/** Which of `references` a row outside `except` still uses: the demo shares one cover between items, for one. */
async function referencesInUse(
  db: Database,
  references: string[],
  except: CatalogueRows,
): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const notIn = (ids: number[]) => new Set(ids);
  const [trackRows, albumRows, artistRows, pictureRows, genreRows, playlistRows] = await Promise.all([
    db
      .select({ id: tracks.id, image: tracks.image, src: tracks.src, audio_path: tracks.audio_path })
      .from(tracks)
      .where(
        or(
          inArray(tracks.image, references),
          inArray(tracks.src, references),
          inArray(tracks.audio_path, references),
        ),
      ),
    db.select({ id: albums.id, image: albums.image }).from(albums).where(inArray(albums.image, references)),
    db
      .select({ id: artists.id, image: artists.image })
      .from(artists)
      .where(inArray(artists.image, references)),
    db
      .select({ artist_id: artistProfileImages.artist_id, url: artistProfileImages.url })
      .from(artistProfileImages)
      .where(inArray(artistProfileImages.url, references)),
    db.select({ image: genres.image }).from(genres).where(inArray(genres.image, references)),
    db.select({ image: playlists.image }).from(playlists).where(inArray(playlists.image, references)),
  ]);
  const deletedTracks = notIn(except.trackIds);
  const deletedAlbums = notIn(except.albumIds);
  const deletedArtists = notIn(except.artistIds);
  const used = new Set<string | null>();
  for (const row of trackRows) {
    if (deletedTracks.has(row.id)) continue;
    for (const value of [row.image, row.src, row.audio_path]) used.add(value);
  }
  for (const row of albumRows) if (!deletedAlbums.has(row.id)) used.add(row.image);
  for (const row of artistRows) if (!deletedArtists.has(row.id)) used.add(row.image);
  for (const row of pictureRows) if (!deletedArtists.has(row.artist_id)) used.add(row.url);
  for (const row of [...genreRows, ...playlistRows]) used.add(row.image);
  return new Set(references.filter((reference) => used.has(reference)));
}

/** A stored file as the deletion's confirmation names it: its path under the data folder or its address. */
function fileLabel(reference: string, dataDir: string): string {
  const stored = storedFileOf(reference, dataDir);
  return stored?.kind === 'data' ? relative(resolve(dataDir), stored.file).split(sep).join('/') : reference;
}

/**
 * The stored files deleting `rows` would remove from storage: every file they hold that this server stores and no
 * other row uses, named for the confirmation.
 */
export async function filesToRemove(services: AppServices, rows: CatalogueRows): Promise<string[]> {
  const references = await referencesOf(services.db, rows);
  const inUse = await referencesInUse(services.db, references, rows);
  const dataDir = services.env.DATA_DIR;
  return references
    .filter((reference) => !inUse.has(reference) && storedFileOf(reference, dataDir) !== null)
    .map((reference) => fileLabel(reference, dataDir))
    .sort();
}

/** The references the rows hold, read before they are deleted; pass them to {@link removeUnusedFiles} after. */
export const referencesBeforeDeletion = referencesOf;

/** Removes from storage each of `references` that no row uses any more (read after the rows were deleted). */
export async function removeUnusedFiles(services: AppServices, references: string[]): Promise<void> {
  const none: CatalogueRows = { trackIds: [], albumIds: [], artistIds: [] };
  const inUse = await referencesInUse(services.db, references, none);
  const dataDir = services.env.DATA_DIR;
  for (const reference of references) {
    if (inUse.has(reference)) continue;
    const stored = storedFileOf(reference, dataDir);
    if (!stored) continue;
    if (stored.kind === 'object') {
      await services.uploadStorage.remove({ disk: stored.disk, name: stored.name });
      await services.db.delete(fileEntries).where(eq(fileEntries.file_name, stored.name));
    } else if (stored.kind === 'entry') {
      const [entry] = await services.db
        .delete(fileEntries)
        .where(eq(fileEntries.id, stored.id))
        .returning({ disk: fileEntries.disk, file_name: fileEntries.file_name });
      if (entry) await services.uploadStorage.remove({ disk: entry.disk, name: entry.file_name });
    } else if (stored.kind === 'public-storage') {
      await services.storage.remove(stored.path);
    } else {
      await removeStoredAudio(services, reference);
    }
  }
}
