import * as z from 'zod';
import { DEFAULT_SETTINGS } from '../../settings/default-settings';

/** The settings group of the search panel (`/admin/settings/search`). */
export const SEARCH_SETTING = 'search';

/** What an operator chooses of search, as the server reads it. */
export interface SearchSettings {
  /** Whether a track is also found by a phrase of its lyrics (`search.lyrics`). */
  lyrics: boolean;
  /** Whether a word no name starts with is also read as the names' words most like it (`search.typos`). */
  typos: boolean;
  /**
   * How alike, in trigrams shared, a name's word must be to a mistyped word to be taken for it, from 0 to 1
   * (`search.typo_similarity`, a percentage): pg_trgm's similarity threshold.
   */
  typoSimilarity: number;
}

const storedSchema = z.object({
  lyrics: z.boolean(),
  typos: z.boolean(),
  typo_similarity: z.number().int().min(1).max(100),
});
type StoredSearchSettings = z.infer<typeof storedSchema>;

const DEFAULTS: StoredSearchSettings = storedSchema.parse(DEFAULT_SETTINGS[SEARCH_SETTING]);

/**
 * The search settings from the stored group, each key on its own: a key missing or of the wrong shape (the
 * whole-group `PUT settings` stores any JSON) reads as its default, so a bad value never fails a search.
 */
export function searchSettingsOf(stored: unknown): SearchSettings {
  const group = z.record(z.string(), z.unknown()).safeParse(stored).data ?? {};
  const read = <Key extends keyof StoredSearchSettings>(key: Key): StoredSearchSettings[Key] => {
    const parsed = storedSchema.shape[key].safeParse(group[key]);
    return parsed.success ? (parsed.data as StoredSearchSettings[Key]) : DEFAULTS[key];
  };
  return { lyrics: read('lyrics'), typos: read('typos'), typoSimilarity: read('typo_similarity') / 100 };
}
