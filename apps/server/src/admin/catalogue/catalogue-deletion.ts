import { and, inArray, notExists, sql } from 'drizzle-orm';
import type { AppServices } from '../../app-context';
import type { Database } from '../../db/connect';
import { qualified as q } from '../../db/qualified';
import {
  albums,
  artistAlbum,
  artists,
  artistTrack,
  genreables,
  likes,
  taggables,
  tracks,
} from '../../db/schema';
import {
  type CatalogueRows,
  filesToRemove,
  referencesBeforeDeletion,
  removeUnusedFiles,
} from './catalogue-files';

/** The catalogue models the admin lists delete. */
export type CatalogueKind = 'track' | 'album' | 'artist';

/**
 * What deleting `ids` of `kind` removes: an album takes its tracks; an artist takes the albums and tracks credited
 * to it alone (a collaboration stays with its other artists, losing only this credit).
 */
export async function rowsToDelete(db: Database, kind: CatalogueKind, ids: number[]): Promise<CatalogueRows> {
  if (ids.length === 0) return { trackIds: [], albumIds: [], artistIds: [] };
  if (kind === 'track') {
    const found = await db.select({ id: tracks.id }).from(tracks).where(inArray(tracks.id, ids));
    return { trackIds: found.map((row) => row.id), albumIds: [], artistIds: [] };
  }
  const albumsOf = async (albumIds: number[]) =>
    albumIds.length === 0
      ? []
      : (await db.select({ id: tracks.id }).from(tracks).where(inArray(tracks.album_id, albumIds))).map(
          (row) => row.id,
        );
  if (kind === 'album') {
    const found = await db.select({ id: albums.id }).from(albums).where(inArray(albums.id, ids));
    const albumIds = found.map((row) => row.id);
    return { trackIds: await albumsOf(albumIds), albumIds, artistIds: [] };
  }
  const found = await db.select({ id: artists.id }).from(artists).where(inArray(artists.id, ids));
  const artistIds = found.map((row) => row.id);
  if (artistIds.length === 0) return { trackIds: [], albumIds: [], artistIds };
  const soleAlbums = await db
    .selectDistinct({ id: artistAlbum.album_id })
    .from(artistAlbum)
    .where(
      and(
        inArray(artistAlbum.artist_id, artistIds),
        notExists(
          db
            .select({ one: sql`1` })
            .from(sql`${artistAlbum} as other`)
            .where(
              sql`other.album_id = ${q(artistAlbum.album_id)} and other.artist_id not in (${sql.join(
                artistIds.map((id) => sql`${id}`),
                sql`, `,
              )})`,
            ),
        ),
      ),
    );
  const soleTracks = await db
    .selectDistinct({ id: artistTrack.track_id })
    .from(artistTrack)
    .where(
      and(
        inArray(artistTrack.artist_id, artistIds),
        notExists(
          db
            .select({ one: sql`1` })
            .from(sql`${artistTrack} as other`)
            .where(
              sql`other.track_id = ${q(artistTrack.track_id)} and other.artist_id not in (${sql.join(
                artistIds.map((id) => sql`${id}`),
                sql`, `,
              )})`,
            ),
        ),
      ),
    );
  const albumIds = soleAlbums.map((row) => row.id);
  const trackIds = [...new Set([...soleTracks.map((row) => row.id), ...(await albumsOf(albumIds))])];
  return { trackIds, albumIds, artistIds };
}

/** The files deleting `ids` of `kind` removes from storage, as its confirmation names them. */
export async function deletionFiles(services: AppServices, kind: CatalogueKind, ids: number[]) {
  return filesToRemove(services, await rowsToDelete(services.db, kind, ids));
}

/**
 * Deletes `ids` of `kind` with what goes with them (see {@link rowsToDelete}), then removes from storage every file
 * they held that no remaining row uses. Files go only after the rows, so a failed deletion never leaves a row
 * pointing at a missing file.
 */
export async function deleteCatalogueRows(services: AppServices, kind: CatalogueKind, ids: number[]) {
  const { db } = services;
  const rows = await rowsToDelete(db, kind, ids);
  const references = await referencesBeforeDeletion(db, rows);
  await db.transaction(async (tx) => {
    const polymorphic = (type: CatalogueKind, owned: number[]) =>
      owned.length === 0
        ? []
        : [
            tx
              .delete(genreables)
              .where(
                and(sql`${genreables.genreable_type} = ${type}`, inArray(genreables.genreable_id, owned)),
              ),
            tx
              .delete(likes)
              .where(and(sql`${likes.likeable_type} = ${type}`, inArray(likes.likeable_id, owned))),
            ...(type === 'artist'
              ? []
              : [
                  tx
                    .delete(taggables)
                    .where(
                      and(sql`${taggables.taggable_type} = ${type}`, inArray(taggables.taggable_id, owned)),
                    ),
                ]),
          ];
    // One after another: a transaction is one connection.
    for (const statement of [
      ...polymorphic('track', rows.trackIds),
      ...polymorphic('album', rows.albumIds),
      ...polymorphic('artist', rows.artistIds),
    ]) {
      await statement;
    }
    // Credits, lyrics, plays, comments and playlist entries go with their rows (ON DELETE CASCADE).
    if (rows.trackIds.length > 0) await tx.delete(tracks).where(inArray(tracks.id, rows.trackIds));
    if (rows.albumIds.length > 0) await tx.delete(albums).where(inArray(albums.id, rows.albumIds));
    if (rows.artistIds.length > 0) await tx.delete(artists).where(inArray(artists.id, rows.artistIds));
  });
  await removeUnusedFiles(services, references);
}
