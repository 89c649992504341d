import { readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { CatalogueImport, ImportDuplicate } from '@tonearm/client/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppServices } from '../../app-context';
import { removeStoredAudio } from '../../catalogue/player/stored-audio';
import type { Database } from '../../db/connect';
import { tracks } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { fileEntries } from '../../uploads/file-entries-table';
import type { ServerObject } from '../../uploads/server-objects';
import type { ImportDetails } from './import-details';
import { type CatalogueImportRow, catalogueImports, trackAudio } from './import-tables';
import { readAudioFile } from './read-audio-file';
import { IMPORTED_MUSIC_FOLDER, stageAudio } from './stage-audio';
import { refusedFormatMessage, UNREADABLE_AUDIO_MESSAGE } from './streamable-formats';
import { waveformOf } from './waveform-peaks';

/** Files larger than this get no waveform rather than being read whole into memory. */
const WAVEFORM_READ_LIMIT = 256 * 1024 * 1024;

/** The public-disk folder of covers read from imported files. */
export const IMPORT_COVER_FOLDER = 'catalogue-covers';

const COVER_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const refuse = (message: string) => new ValidationError({ file_entry_id: [message] });

/**
 * Reads one uploaded file for the catalogue: copies it to this instance's disk, reads its tags, checks browsers can
 * stream it, draws its waveform, saves its cover and keeps the audio in the upload storage, then records the
 * import. A refusal or failure at any step removes what the earlier steps wrote.
 */
export async function importUploadedFile(
  services: AppServices,
  ownerId: number,
  fileEntryId: number,
): Promise<CatalogueImport> {
  const { db } = services;
  const [entry] = await db
    .select()
    .from(fileEntries)
    .where(
      and(eq(fileEntries.id, fileEntryId), eq(fileEntries.owner_id, ownerId), isNull(fileEntries.deleted_at)),
    );
  if (!entry) throw refuse('The selected file is invalid.');
  const staged = await stageAudio(
    resolve(services.env.DATA_DIR),
    services.uploadStorage.read({ disk: entry.disk, name: entry.file_name }),
  );
  let audio: ServerObject | null = null;
  let cover: string | null = null;
  try {
    const reading = await readAudioFile(staged.path, entry.name);
    if (!reading) throw refuse(UNREADABLE_AUDIO_MESSAGE);
    if (!reading.verdict.streamable) throw refuse(refusedFormatMessage(reading.verdict.format));
    if (reading.format.duration <= 0) throw refuse(UNREADABLE_AUDIO_MESSAGE);
    const waveform =
      staged.size <= WAVEFORM_READ_LIMIT
        ? waveformOf(reading.format.container, await readFile(staged.path))
        : [];
    if (reading.cover) {
      const extension = COVER_EXTENSIONS[reading.cover.mime] ?? 'png';
      cover = await services.storage.save(IMPORT_COVER_FOLDER, reading.cover.data, extension);
    }
    // Kept in the upload storage (the bucket when one is set), so every instance streams it.
    audio = await services.serverObjects.storeFile(
      { disk: 'uploads', folder: IMPORTED_MUSIC_FOLDER },
      staged.path,
      reading.verdict.extension,
    );
    const details: ImportDetails = {
      format: reading.format,
      proposal: reading.proposal,
      waveform,
      file_size: staged.size,
      replay_gain_peak: reading.replayGainPeak,
      album_replay_gain_db: reading.albumReplayGainDb,
      album_replay_gain_peak: reading.albumReplayGainPeak,
    };
    const [row] = await db
      .insert(catalogueImports)
      .values({
        owner_id: ownerId,
        file_name: entry.name,
        audio_path: audio.name,
        mime: reading.verdict.mime,
        content_hash: staged.contentHash,
        cover,
        details,
      })
      .returning();
    if (!row) throw new Error('The import was not recorded');
    const [serialized] = await serializeImports(db, [row]);
    if (!serialized) throw new Error('The import was not recorded');
    return serialized;
  } catch (error) {
    await rm(staged.path, { force: true });
    if (audio) await services.serverObjects.remove(audio.name);
    await services.storage.remove(cover);
    throw error;
  }
}

/** Where each import's audio already is: a published track first, else an earlier import waiting for review. */
async function duplicatesOf(
  db: Database,
  rows: readonly CatalogueImportRow[],
): Promise<Map<number, ImportDuplicate>> {
  const hashes = [...new Set(rows.map((row) => row.content_hash))];
  const found = new Map<number, ImportDuplicate>();
  if (hashes.length === 0) return found;
  const published = await db
    .select({ hash: trackAudio.content_hash, id: tracks.id, name: tracks.name })
    .from(trackAudio)
    .innerJoin(tracks, eq(tracks.id, trackAudio.track_id))
    .where(inArray(trackAudio.content_hash, hashes))
    .orderBy(asc(tracks.id));
  const pending = await db
    .select({
      hash: catalogueImports.content_hash,
      id: catalogueImports.id,
      name: catalogueImports.file_name,
    })
    .from(catalogueImports)
    .where(inArray(catalogueImports.content_hash, hashes))
    .orderBy(asc(catalogueImports.id));
  for (const row of rows) {
    const track = published.find((candidate) => candidate.hash === row.content_hash);
    const earlier = pending.find((candidate) => candidate.hash === row.content_hash && candidate.id < row.id);
    if (track) found.set(row.id, { kind: 'track', id: track.id, name: track.name });
    else if (earlier) found.set(row.id, { kind: 'import', id: earlier.id, name: earlier.name });
  }
  return found;
}

/** Imports as the admin's screen reads them, with the duplicates each one has. */
export async function serializeImports(
  db: Database,
  rows: readonly CatalogueImportRow[],
): Promise<CatalogueImport[]> {
  const duplicates = await duplicatesOf(db, rows);
  return rows.map((row) => ({
    id: row.id,
    file_name: row.file_name,
    mime: row.mime,
    format: row.details.format,
    cover: row.cover,
    waveform: row.details.waveform,
    proposal: row.details.proposal,
    duplicate_of: duplicates.get(row.id) ?? null,
  }));
}

/** The owner's imports waiting for review, oldest first. */
export async function pendingImports(db: Database, ownerId: number): Promise<CatalogueImport[]> {
  const rows = await db
    .select()
    .from(catalogueImports)
    .where(eq(catalogueImports.owner_id, ownerId))
    .orderBy(asc(catalogueImports.id))
    .limit(500);
  return serializeImports(db, rows);
}

/** Removes imports not published, their audio and their covers. */
export async function discardImports(
  services: AppServices,
  ownerId: number,
  ids: readonly number[],
): Promise<number> {
  const rows = await services.db
    .delete(catalogueImports)
    .where(and(eq(catalogueImports.owner_id, ownerId), inArray(catalogueImports.id, [...ids])))
    .returning();
  for (const row of rows) {
    await removeStoredAudio(services, row.audio_path);
    await services.storage.remove(row.cover);
  }
  return rows.length;
}
