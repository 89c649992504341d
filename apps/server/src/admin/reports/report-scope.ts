import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { artistTrack, tracks } from '../../db/schema';

/** What a catalogue item's insights are about. */
export type ScopedKind = 'track' | 'album' | 'artist';

/**
 * Whose plays a report counts: the whole site, or one track, album or artist. The counts of migration 0036 hold
 * each scope's plays per period under its own dimension and key; plays not in a whole period are read one by one
 * from `track_plays`, where a scope is its tracks.
 */
export interface ReportScope {
  /** The `play_counts` dimension and key holding this scope's plays: `all` and `''` for the site. */
  dimension: 'all' | ScopedKind;
  key: string;
  /** The scope's tracks as they are now; `null` for every track. */
  trackIds: readonly number[] | null;
}

/** Every play of the site: the dashboard's scope. */
export const SITE_SCOPE: ReportScope = { dimension: 'all', key: '', trackIds: null };

export const isSiteScope = (scope: ReportScope) => scope.trackIds === null;

/**
 * Whether a play (`column` is its `track_id`) is in the scope; `true` for the site. Bound as one array literal
 * (both drivers send text the same way); the ids are the server's own.
 */
export function playsOfScope(scope: ReportScope, column: SQL = sql`track_id`): SQL {
  if (scope.trackIds === null) return sql`true`;
  return sql`${column} = ANY(${`{${scope.trackIds.join(',')}}`}::int[])`;
}

/** The scope of one track, album or artist: an album's tracks, or the tracks an artist is credited on. */
export async function catalogueScope(db: Database, kind: ScopedKind, id: number): Promise<ReportScope> {
  const trackIds =
    kind === 'track'
      ? [id]
      : (kind === 'album'
          ? await db.select({ id: tracks.id }).from(tracks).where(eq(tracks.album_id, id))
          : await db
              .select({ id: artistTrack.track_id })
              .from(artistTrack)
              .where(eq(artistTrack.artist_id, id))
        ).map((row) => row.id);
  return { dimension: kind, key: String(id), trackIds };
}
