import type { Database } from '../../apps/server/src/db/connect';

/** What the bench seeds: 100,000 tracks with their artists, albums, genres and, for one in five, lyrics. */
export const SEED = {
  artists: 5_000,
  albums: 12_000,
  tracks: 100_000,
  genres: 40,
  lyricsEvery: 5,
} as const;

/**
 * Words names are made of: a head of common words that many names share (as "love" and "night" do in a real
 * catalogue) and a long tail of made-up ones, so a query matches a few rows or thousands, as it would live.
 */
const COMMON_WORDS = [
  'love',
  'night',
  'heart',
  'light',
  'dream',
  'fire',
  'river',
  'blue',
  'gold',
  'summer',
  'rain',
  'shadow',
  'moon',
  'star',
  'city',
  'road',
  'home',
  'wild',
  'sky',
  'ocean',
  'storm',
  'glass',
  'silver',
  'echo',
  'velvet',
  'harbor',
  'coastal',
  'midnight',
  'electric',
  'golden',
  'broken',
  'neon',
  'paper',
  'stone',
  'winter',
  'desert',
  'garden',
  'ghost',
  'little',
  'lonely',
  'morning',
  'secret',
  'sweet',
  'young',
  'forever',
  'dancing',
  'falling',
  'running',
  'burning',
  'shining',
  'highway',
  'mountain',
  'island',
  'thunder',
  'crystal',
  'diamond',
  'hollow',
  'lantern',
  'meadow',
  'northern',
  'southern',
  'autumn',
  'spring',
  'ember',
  'tide',
  'wave',
  'signal',
  'static',
];
const SYLLABLES = [
  'ka',
  'lo',
  'ri',
  'zen',
  'mar',
  'tu',
  'vel',
  'sha',
  'dor',
  'mi',
  'qua',
  'bel',
  'fen',
  'ys',
];

const LYRIC_LINES = [
  'the lighthouse keeps its promise',
  'salt on the window and sand in my shoes',
  'we were dancing where the river bends',
  'call me home when the morning comes',
  'every light in the city is a door',
  'hold on to the sound of the rain',
  'i will follow the highway to the sea',
  'your voice is a signal in the static',
];

// A word for `seed` (an integer expression): common words three times in five, skewed towards the first ones
// ("love" is in about one name in ten).
const wordOf = (seed: string) => `(CASE WHEN (${seed}) % 5 < 3
  THEN (ARRAY[${COMMON_WORDS.map((word) => `'${word}'`).join(',')}])[1 + floor(power(((${seed}) % 997) / 997.0, 1.5) * ${COMMON_WORDS.length})::int]
  ELSE (ARRAY[${SYLLABLES.map((s) => `'${s}'`).join(',')}])[1 + (${seed}) % ${SYLLABLES.length}]
    || (ARRAY[${SYLLABLES.map((s) => `'${s}'`).join(',')}])[1 + ((${seed}) / 7) % ${SYLLABLES.length}]
    || (ARRAY[${SYLLABLES.map((s) => `'${s}'`).join(',')}])[1 + ((${seed}) / 101) % ${SYLLABLES.length}] END)`;

// A name of one to `most` words, each word capitalised, from the row number `g` and a `salt` per table.
const nameOf = (g: string, salt: number, most: number) => `initcap(concat_ws(' ',
  ${Array.from({ length: most }, (_, index) => {
    const seed = `abs(hashint4(${g} * ${index + 1} + ${salt}))`;
    return index === 0 ? wordOf(seed) : `CASE WHEN ${g} % ${most} >= ${index} THEN ${wordOf(seed)} END`;
  }).join(',\n')}))`;

/**
 * Seeds in a few set-based statements (generate_series). A few names the queries look for are fixed: the artist
 * "Neon Harbor" with albums and tracks, and "Coastal Drift".
 */
export async function seedSearchData(db: Database): Promise<void> {
  const { artists, albums, tracks, genres, lyricsEvery } = SEED;
  const statements = [
    // Row by row, the triggers would rebuild a track's document once per credit and genre; an import of this size
    // turns them off and builds every document once with the same functions, as the migration's backfill does.
    'SET session_replication_role = replica',
    `INSERT INTO genres (name, display_name)
      SELECT 'genre-' || g, ${nameOf('g', 11, 2)} || ' ' || g FROM generate_series(1, ${genres}) g`,
    `INSERT INTO artists (name, verified)
      SELECT CASE g WHEN 1 THEN 'Neon Harbor' WHEN 2 THEN 'Coastal Drift' ELSE ${nameOf('g', 23, 3)} END, g % 9 = 0
      FROM generate_series(1, ${artists}) g`,
    `INSERT INTO albums (name, release_date)
      SELECT ${nameOf('g', 37, 3)}, date '2000-01-01' + (g % 9000)
      FROM generate_series(1, ${albums}) g`,
    // Every artist has albums; Neon Harbor (the first artist) has the first album and every 5,000th after it.
    `INSERT INTO artist_album (artist_id, album_id)
      SELECT (SELECT min(id) FROM artists) + (g - 1) % ${artists}, (SELECT min(id) FROM albums) + g - 1
      FROM generate_series(1, ${albums}) g`,
    `INSERT INTO tracks (name, number, duration, album_id, plays)
      SELECT ${nameOf('g', 53, 4)}, 1 + g / ${albums}, 180000, (SELECT min(id) FROM albums) + (g - 1) % ${albums},
        floor(power(abs(hashint4(g)) / 2147483647.0, 6) * 1000000)::int
      FROM generate_series(1, ${tracks}) g`,
    `INSERT INTO artist_track (artist_id, track_id)
      SELECT artist_album.artist_id, tracks.id FROM tracks JOIN artist_album ON artist_album.album_id = tracks.album_id`,
    `INSERT INTO genreables (genre_id, genreable_type, genreable_id)
      SELECT (SELECT min(id) FROM genres) + abs(hashint4(id)) % ${genres}, 'album', id FROM albums`,
    `INSERT INTO genreables (genre_id, genreable_type, genreable_id)
      SELECT (SELECT min(id) FROM genres) + abs(hashint4(album_id)) % ${genres}, 'track', id FROM tracks`,
    // Lyrics of four made-up lines; one in a hundred also sings one of a few lines the queries look for.
    `INSERT INTO lyrics (track_id, text, is_synced)
      SELECT id, concat_ws(E'\\n', ${[1, 2, 3, 4].map((line) => `lower(${nameOf(`id * ${line}`, 71 + line, 6)})`).join(', ')},
          CASE WHEN id % 100 = 0 THEN (ARRAY[${LYRIC_LINES.map((line) => `'${line}'`).join(',')}])[1 + (id / 100) % ${LYRIC_LINES.length}] END),
        false
      FROM tracks WHERE id % ${lyricsEvery} = 0`,
    'UPDATE albums SET search_document = album_search_document(id, name)',
    'UPDATE tracks SET search_document = track_search_document(id, name, album_id)',
    `INSERT INTO search_words (word)
      SELECT DISTINCT lexeme FROM (
        SELECT name FROM tracks UNION SELECT name FROM albums UNION SELECT name FROM artists
        UNION SELECT display_name FROM genres
      ) AS names (name), unnest(to_tsvector('simple', search_normalise(name)))
      ON CONFLICT DO NOTHING`,
    'SET session_replication_role = DEFAULT',
    'VACUUM ANALYZE',
  ];
  for (const statement of statements) await db.execute(statement);
}
