import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { albums, artistAlbum, artists } from '../../db/schema';

/** A name as the catalogue compares it: Unicode-normalised, spaces collapsed, case folded. */
export function normalisedName(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, ' ').trim().toLocaleLowerCase();
}

const displayName = (name: string) => name.normalize('NFC').replace(/\s+/g, ' ').trim();

/**
 * Finds artists and albums by normalised name, or creates them, remembering what it found so one publish never
 * creates the same artist twice. Reads go through the `lower(name)` indexes.
 */
export class CatalogueMatcher {
  private readonly artistIds = new Map<string, number>();
  private readonly albumIds = new Map<string, { id: number; created: boolean }>();
  /** Artists this publish created. */
  readonly createdArtists: number[] = [];

  constructor(
    private readonly db: Database,
    private readonly createdBy: number,
  ) {}

  async artist(name: string): Promise<number> {
    const key = normalisedName(name);
    const known = this.artistIds.get(key);
    if (known !== undefined) return known;
    const [found] = await this.db
      .select({ id: artists.id })
      .from(artists)
      .where(sql`lower(${artists.name}) = ${key}`)
      .orderBy(asc(artists.id))
      .limit(1);
    let id = found?.id;
    if (id === undefined) {
      const [created] = await this.db
        .insert(artists)
        .values({ name: displayName(name), created_by: this.createdBy })
        .returning({ id: artists.id });
      if (!created) throw new Error('The artist was not created');
      id = created.id;
      this.createdArtists.push(id);
    }
    this.artistIds.set(key, id);
    return id;
  }

  async artists(names: readonly string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const name of names) ids.push(await this.artist(name));
    return [...new Set(ids)];
  }

  /** The album of that name credited to the first of `artistIds`, or a new one credited to all of them. */
  async album(
    name: string,
    artistIds: readonly number[],
    fields: { releaseDate: string | null; image: string | null },
  ): Promise<{ id: number; created: boolean }> {
    const primary = artistIds[0];
    const key = `${primary}\u0000${normalisedName(name)}`;
    const known = this.albumIds.get(key);
    if (known) return known;
    const [found] =
      primary === undefined
        ? []
        : await this.db
            .select({ id: albums.id })
            .from(albums)
            .innerJoin(artistAlbum, eq(artistAlbum.album_id, albums.id))
            .where(
              and(eq(artistAlbum.artist_id, primary), sql`lower(${albums.name}) = ${normalisedName(name)}`),
            )
            .orderBy(asc(albums.id))
            .limit(1);
    let result: { id: number; created: boolean };
    if (found) {
      result = { id: found.id, created: false };
    } else {
      const [created] = await this.db
        .insert(albums)
        .values({
          name: displayName(name),
          release_date: fields.releaseDate,
          image: fields.image,
          created_by: this.createdBy,
        })
        .returning({ id: albums.id });
      if (!created) throw new Error('The album was not created');
      if (artistIds.length > 0) {
        await this.db
          .insert(artistAlbum)
          .values(artistIds.map((artist_id, position) => ({ artist_id, album_id: created.id, position })));
      }
      result = { id: created.id, created: true };
    }
    this.albumIds.set(key, result);
    return result;
  }
}
