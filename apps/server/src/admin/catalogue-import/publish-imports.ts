import type {
  Album,
  CatalogueImportPublishBody,
  CatalogueImportPublishResponse,
  ImportTrackPayload,
  Track,
} from '@tonearm/client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppServices } from '../../app-context';
import { setGenres } from '../../catalogue/genres-and-tags';
import { storedAudio } from '../../catalogue/player/stored-audio';
import { loadAlbums, loadTracks } from '../../catalogue/serialize';
import { artistTrack, lyrics, tracks } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { type AlbumJoin, joinStoredAlbum, refuseRepeatedAudio } from './album-attach';
import { CatalogueMatcher } from './catalogue-matching';
import { type CatalogueImportRow, catalogueImports, trackAudio } from './import-tables';
import { notifyFollowersOfRelease } from './release-notifications';

const releaseDateOf = (year: number | null | undefined) => (year ? `${year}-01-01` : null);
// PostgreSQL text cannot hold NUL; a tag may carry one as a terminator.
const withoutNul = (text: string) => text.replaceAll('\u0000', '');

/** Tracks of an album in disc, then track order; files without numbers keep the order they were sent in. */
export function albumOrder<T extends Pick<ImportTrackPayload, 'disc_number' | 'number'>>(
  items: readonly T[],
): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        (a.item.disc_number ?? 1) - (b.item.disc_number ?? 1) ||
        (a.item.number ?? Number.MAX_SAFE_INTEGER) - (b.item.number ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index,
    )
    .map(({ item }) => item);
}

/** What the caller's area allows a publish beyond its own files. */
export interface PublishOptions {
  /**
   * Whether the caller may edit the stored album `album_id` names; without it a publish into an album is refused,
   * so an area that never checked albums cannot be used to add tracks to someone else's.
   */
  mayEditAlbum?: (albumId: number) => boolean | Promise<boolean>;
}

/**
 * Which of the owner's imports `ids` have lost their audio, looked up before the publish's transaction: the
 * storage may be a bucket, and the embedded database's one connection belongs to the transaction while it runs.
 */
async function importsWithoutAudio(
  services: AppServices,
  ownerId: number,
  ids: number[],
): Promise<Set<number>> {
  const rows = await services.db
    .select({ id: catalogueImports.id, audio_path: catalogueImports.audio_path })
    .from(catalogueImports)
    .where(and(eq(catalogueImports.owner_id, ownerId), inArray(catalogueImports.id, ids)));
  const gone = new Set<number>();
  for (const row of rows) if (!(await storedAudio(services, row.audio_path))) gone.add(row.id);
  return gone;
}

/**
 * Publishes reviewed imports as tracks, in one transaction: artists and albums are matched by normalised name or
 * created, every track gets its audio, waveform, lyrics, genres and file facts, and the imports are done. If any
 * step fails nothing of the publish remains and the imports stay for another try. Followers hear of it after.
 * With `album_id` the tracks join that stored album after its last track instead.
 */
export async function publishImports(
  services: AppServices,
  ownerId: number,
  body: CatalogueImportPublishBody,
  options: PublishOptions = {},
): Promise<CatalogueImportPublishResponse> {
  const ids = body.tracks.map((track) => track.import_id);
  const duplicate = ids.findIndex((id, index) => ids.indexOf(id) !== index);
  if (duplicate >= 0)
    throw new ValidationError({ [`tracks.${duplicate}.import_id`]: ['This file is listed twice.'] });
  const storedAlbumId = body.album_id ?? null;
  if (storedAlbumId !== null) {
    if (body.album) throw new ValidationError({ album_id: ['Give a new album or a stored one, not both.'] });
    if (!(await options.mayEditAlbum?.(storedAlbumId))) {
      throw new ValidationError({ album_id: ['You may not add tracks to this album.'] });
    }
  }
  const gone = await importsWithoutAudio(services, ownerId, ids);
  const ordered = body.album ? albumOrder(body.tracks) : body.tracks;

  const published = await services.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(catalogueImports)
      .where(and(eq(catalogueImports.owner_id, ownerId), inArray(catalogueImports.id, ids)))
      .for('update');
    const byId = new Map<number, CatalogueImportRow>(rows.map((row) => [row.id, row]));
    const missing = body.tracks.findIndex((track) => !byId.has(track.import_id));
    if (missing >= 0) {
      throw new ValidationError({ [`tracks.${missing}.import_id`]: ['The selected file is invalid.'] });
    }
    let stored: AlbumJoin | null = null;
    if (storedAlbumId !== null) {
      stored = await joinStoredAlbum(tx, storedAlbumId);
      await refuseRepeatedAudio(
        tx,
        body.tracks.map((track) => byId.get(track.import_id)?.content_hash ?? ''),
      );
    }
    const matcher = new CatalogueMatcher(tx, ownerId);
    const firstCover = ordered.map((track) => byId.get(track.import_id)?.cover).find(Boolean) ?? null;
    const album = body.album
      ? await matcher.album(body.album.name, await matcher.artists(body.album.artists), {
          releaseDate: releaseDateOf(body.album.year),
          image: firstCover,
        })
      : null;
    if (album && body.album?.genres) await setGenres(tx, 'album', album.id, body.album.genres);
    const trackIds: number[] = [];
    const albumsTouched = new Map<number, boolean>();
    if (album) albumsTouched.set(album.id, album.created);
    if (stored) albumsTouched.set(stored.id, false);
    for (const [position, track] of ordered.entries()) {
      const row = byId.get(track.import_id);
      if (!row) throw new Error('An import vanished inside its transaction');
      const index = body.tracks.indexOf(track);
      if (gone.has(row.id)) {
        throw new ValidationError({
          [`tracks.${index}.import_id`]: [`The audio of ${row.file_name} is gone: upload it again.`],
        });
      }
      const artistIds =
        stored && track.artists.length === 0 ? stored.artistIds : await matcher.artists(track.artists);
      if (artistIds.length === 0) {
        throw new ValidationError({
          [`tracks.${index}.artists`]: ['The album has no artists: give the track one.'],
        });
      }
      let albumId = album?.id ?? stored?.id ?? null;
      if (!album && !stored && track.album) {
        const own = await matcher.album(track.album, artistIds, {
          releaseDate: releaseDateOf(track.year),
          image: row.cover,
        });
        albumId = own.id;
        albumsTouched.set(own.id, own.created);
      }
      const { format, waveform, file_size, replay_gain_peak, album_replay_gain_db, album_replay_gain_peak } =
        row.details;
      const [created] = await tx
        .insert(tracks)
        .values({
          name: withoutNul(track.name),
          // On an album the number is the place in disc and track order, which is how album pages sort.
          number: album ? position + 1 : stored ? stored.lastNumber + position + 1 : (track.number ?? null),
          duration: format.duration,
          album_id: albumId,
          audio_path: row.audio_path,
          mime: row.mime,
          image: row.cover,
          waveform,
          created_by: ownerId,
        })
        .returning({ id: tracks.id });
      if (!created) throw new Error('The track was not created');
      await tx
        .insert(artistTrack)
        .values(artistIds.map((artist_id, place) => ({ artist_id, track_id: created.id, position: place })));
      await setGenres(tx, 'track', created.id, track.genres ?? []);
      if (track.lyrics?.trim()) {
        await tx.insert(lyrics).values({
          track_id: created.id,
          text: withoutNul(track.lyrics),
          is_synced: track.lyrics_synced ?? false,
        });
      }
      await tx.insert(trackAudio).values({
        track_id: created.id,
        content_hash: row.content_hash,
        file_size,
        container: format.container,
        codec: format.codec,
        bitrate: format.bitrate,
        sample_rate: format.sample_rate,
        disc_number: track.disc_number ?? null,
        year: track.year ?? null,
        replay_gain_db: format.replay_gain_db,
        replay_gain_peak,
        album_replay_gain_db: album_replay_gain_db ?? null,
        album_replay_gain_peak: album_replay_gain_peak ?? null,
      });
      trackIds.push(created.id);
    }
    await tx.delete(catalogueImports).where(inArray(catalogueImports.id, ids));
    return { trackIds, albumsTouched };
  });

  const loadedTracks: Track[] = await loadTracks(services.db, published.trackIds, { details: true });
  const loadedAlbums: Album[] = await loadAlbums(services.db, [...published.albumsTouched.keys()], {
    details: true,
  });
  const newAlbums = loadedAlbums.filter((album) => published.albumsTouched.get(album.id));
  const newAlbumIds = new Set(newAlbums.map((album) => album.id));
  await notifyFollowersOfRelease(services, [
    ...newAlbums.map((album) => ({ kind: 'album' as const, album })),
    ...loadedTracks
      .filter((track) => !track.album || !newAlbumIds.has(track.album.id))
      .map((track) => ({ kind: 'track' as const, track })),
  ]);
  return { tracks: loadedTracks, albums: loadedAlbums };
}
