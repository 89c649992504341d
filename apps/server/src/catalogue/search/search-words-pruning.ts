import { sql } from 'drizzle-orm';
import { t } from '../../admin/localizations/interface-line';
import type { AppServices } from '../../app-context';
import type { Database } from '../../db/connect';
import type { JobDefinition } from '../../jobs/job-definition';

/**
 * The words of every name a typo may be corrected to, as the triggers of migration 0044 remember them: tracks,
 * albums, artists, playlists, genres and tags (name and display name) and users (first and last name).
 */
const NAME_WORDS = sql`
  SELECT lexeme FROM (
    SELECT name FROM tracks UNION SELECT name FROM albums UNION SELECT name FROM artists
    UNION SELECT name FROM playlists UNION SELECT name FROM genres UNION SELECT display_name FROM genres
    UNION SELECT name FROM tags UNION SELECT display_name FROM tags
    UNION SELECT first_name FROM users UNION SELECT last_name FROM users
  ) AS names (name), unnest(to_tsvector('simple', search_normalise(coalesce(name, ''))))`;

/**
 * Forgets the words no name holds any more (a renamed or deleted track, say), which a mistyped query would
 * otherwise be corrected to and find nothing. Answers how many went.
 *
 * The triggers only ever add words; while this runs, the lock holds back their inserts, and waits for those
 * already made to commit, so a word a new name has just brought is seen and kept.
 */
export async function pruneSearchWords(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE search_words IN SHARE ROW EXCLUSIVE MODE`);
    const answer = (await tx.execute(sql`
      WITH gone AS (DELETE FROM search_words WHERE word NOT IN (${NAME_WORDS}) RETURNING 1)
      SELECT count(*)::integer AS removed FROM gone`)) as unknown as { rows: { removed: number }[] };
    return answer.rows[0]?.removed ?? 0;
  });
}

/** The nightly pruning of the typo corrections' words, once across instances. */
export function searchWordsPruningJob(services: AppServices): JobDefinition {
  return {
    name: 'search-words-pruning',
    description: t(
      'Forgets the words of renamed and deleted names, so a mistyped search is not corrected to them.',
    ),
    schedule: '45 3 * * *',
    async run() {
      const removed = await pruneSearchWords(services.db);
      return removed === 1 ? 'Forgot 1 word.' : `Forgot ${removed} words.`;
    },
  };
}
