import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { Account } from '../../accounts/account';
import type { Database } from '../../db/connect';
import { albums, artistAlbum, artists } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { mayPickAnyArtist, ownArtistIds, ownsItem } from './workspace-access';

/** How many choices a picker gets at once: the user's own are few, the catalogue's are found by name. */
const CHOICES = 20;

const likeText = (query: string) => `%${query.replace(/[\\%_]/g, (found) => `\\${found}`)}%`;

/** The artists the picker offers: the user's own, or any artist when the user may pick any. */
export async function artistChoices(db: Database, account: Account, query: string) {
  const anyArtist = mayPickAnyArtist(account);
  const own = anyArtist ? null : await ownArtistIds(db, account.user.id);
  const items = await db
    .select({ id: artists.id, name: artists.name })
    .from(artists)
    .where(
      and(
        own === null ? undefined : inArray(artists.id, own.length > 0 ? own : [0]),
        query === '' ? undefined : ilike(artists.name, likeText(query)),
      ),
    )
    .orderBy(asc(artists.name), asc(artists.id))
    .limit(CHOICES);
  return { items, any_artist: anyArtist };
}

/** The albums a track may go on: those of the user's own artists, or any album when the user may pick any. */
export async function albumChoices(db: Database, account: Account, query: string) {
  const anyArtist = mayPickAnyArtist(account);
  const own = anyArtist ? null : await ownArtistIds(db, account.user.id);
  const items = await db
    .selectDistinct({ id: albums.id, name: albums.name })
    .from(albums)
    .innerJoin(artistAlbum, eq(artistAlbum.album_id, albums.id))
    .where(
      and(
        own === null ? undefined : inArray(artistAlbum.artist_id, own.length > 0 ? own : [0]),
        query === '' ? undefined : ilike(albums.name, likeText(query)),
      ),
    )
    .orderBy(asc(albums.name), asc(albums.id))
    .limit(CHOICES);
  return { items, any_artist: anyArtist };
}

/** Refuses (422 on `field.N`) an artist id that is not one of the user's, unless the user may pick any. */
export async function requireOwnArtists(
  db: Database,
  account: Account,
  ids: readonly number[],
  field: string,
): Promise<void> {
  if (mayPickAnyArtist(account)) return;
  const own = new Set(await ownArtistIds(db, account.user.id));
  const other = ids.findIndex((id) => !own.has(id));
  if (other >= 0) throw new ValidationError({ [`${field}.${other}`]: ['Choose one of your own artists.'] });
}

/** Refuses (422 on `fieldOf(N)`) a track or album the user does not own, unless the user may pick any artist. */
export async function requireOwnRecords(
  db: Database,
  account: Account,
  kind: 'track' | 'album',
  ids: readonly number[],
  fieldOf: (index: number) => string,
): Promise<void> {
  if (mayPickAnyArtist(account)) return;
  for (const [index, id] of ids.entries()) {
    if (!(await ownsItem(db, account.user.id, kind, id))) {
      const message = kind === 'album' ? 'Choose one of your own albums.' : 'Choose one of your own tracks.';
      throw new ValidationError({ [fieldOf(index)]: [message] });
    }
  }
}

/** The names of the user's own artists as the import matches them (`lower(name)`), primary first. */
export async function ownArtistNames(db: Database, userId: number): Promise<string[]> {
  const ids = await ownArtistIds(db, userId);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: artists.id, name: artists.name })
    .from(artists)
    .where(inArray(artists.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row.name]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
