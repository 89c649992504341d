import { SEARCH_QUERY_MAX, searchResponseSchema, searchTypeResponseSchemas } from '@tonearm/client/contract';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../../config/env';
import { insertDemoCatalogue } from '../../seed/seed-demo-catalogue';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { TestVisitor } from '../../test-support/test-visitor';
import { writeSmallCatalogue } from '../test-support/small-catalogue';
import { SEARCH_RESULTS_PER_TYPE } from './search-routes';
import { pruneSearchWords } from './search-words-pruning';
import { SEARCH_CANDIDATES } from './type-search';

let app: TestServer;
let guest: TestVisitor;
let admin: TestVisitor;

async function created(
  answer: { status: number; json: unknown; text: string },
  key: string,
): Promise<number> {
  if (answer.status !== 201) throw new Error(`Creating a ${key} answered ${answer.status}: ${answer.text}`);
  return (answer.json as Record<string, { id: number }>)[key]?.id ?? Number.NaN;
}

beforeAll(async () => {
  app = await startTestServer();
  const { db, storage } = app.server.services;
  await insertDemoCatalogue(db, storage, app.dataDir, await writeSmallCatalogue(app.dataDir));
  guest = await new TestVisitor(app.url).open();
  admin = await new TestVisitor(app.url).open();
  await admin.post('/auth/login', {
    email: DEFAULT_ADMIN_EMAIL,
    password: DEFAULT_ADMIN_PASSWORD,
    remember: false,
  });
  const coastal = await created(await admin.post('/api/v1/artists', { name: 'Coastal Drift' }), 'artist');
  await created(await admin.post('/api/v1/artists', { name: 'Éléonore Café' }), 'artist');
  await created(await admin.post('/api/v1/artists', { name: 'Rivet Gun' }), 'artist');
  await created(
    await admin.post('/api/v1/tracks', {
      name: 'Coming Home',
      duration: 1000,
      src: 'https://cdn.example/coming-home.mp3',
      artist_ids: [coastal],
      lyrics: 'Salt on the window\nthe lighthouse keeps its promise',
    }),
    'track',
  );
}, 60_000);
afterAll(() => app?.stop());

async function all(query: string) {
  const answer = await guest.get(`/api/v1/search?query=${encodeURIComponent(query)}`);
  expect(answer.status, answer.text).toBe(200);
  return searchResponseSchema.parse(answer.json).results;
}

async function names(type: 'tracks' | 'albums' | 'artists' | 'genres' | 'users', query: string) {
  const answer = await guest.get(`/api/v1/search/${type}?query=${encodeURIComponent(query)}`);
  expect(answer.status, answer.text).toBe(200);
  return searchTypeResponseSchemas[type]
    .parse(answer.json)
    .pagination.data.map((item) => ('name' in item ? item.name : ''));
}

describe('search across names, artists, albums, genres and lyrics', () => {
  it("lists an artist's tracks and albums when the artist's name is searched", async () => {
    const results = await all('neon');
    expect(results.artists.map((artist) => artist.name)).toEqual(['Neon Harbor']);
    expect(results.tracks.map((track) => track.name).sort()).toEqual([
      'Harbor Lights',
      'Overdrive',
      'Pulse',
      'Undertow',
    ]);
    // The album named so comes before the one only its artist is named so.
    expect(results.albums.map((album) => album.name)).toEqual(['Neon Nights', 'Tidal Memory']);
  });

  it('ranks a name match above an artist match, and a whole name above a part of one', async () => {
    expect(await names('tracks', 'harbor')).toEqual(['Harbor Lights', 'Undertow']);
    expect(await names('artists', 'neon harbor')).toEqual(['Neon Harbor']);
    expect(await names('tracks', 'harbor lights')).toEqual(['Harbor Lights']);
  });

  it("pages a type's matches with their total, also past the last page", async () => {
    const page = async (number: number) =>
      searchTypeResponseSchemas.tracks.parse(
        (await guest.get(`/api/v1/search/tracks?query=neon&perPage=3&page=${number}`)).json,
      ).pagination;
    expect((await page(1)).data).toHaveLength(3);
    expect((await page(2)).data).toHaveLength(1);
    expect((await page(9)).data).toEqual([]);
    expect([(await page(1)).total, (await page(9)).total]).toEqual([4, 4]);
  });

  it('matches the words being typed as beginnings of words, in any order', async () => {
    expect(await names('artists', 'neo')).toEqual(['Neon Harbor']);
    expect(await names('artists', 'harbor ne')).toEqual(['Neon Harbor']);
    expect(await names('albums', 'tid mem')).toEqual(['Tidal Memory']);
  });

  it('still finds the artist, its tracks and its albums through a one-letter typo', async () => {
    expect(await names('artists', 'coastel')).toEqual(['Coastal Drift']);
    expect(await names('artists', 'neom')).toEqual(['Neon Harbor']);
    expect(await names('artists', 'willow creak')).toEqual(['Willow Creek']);
    expect(await names('tracks', 'neon harbr')).toEqual(['Harbor Lights', 'Undertow']);
    expect(await names('albums', 'wilow')).toEqual(['Porch Songs']);
  });

  it('corrects only a word no name starts with', async () => {
    // "rivet" is one letter from "river", but "river" is a word of a name, so it is taken as typed.
    expect(await names('tracks', 'river')).toEqual(['River Song']);
    expect(await names('artists', 'river')).toEqual([]);
  });

  it('finds a track by its genre and by a phrase of its lyrics, below tracks whose name has the words', async () => {
    expect((await names('tracks', 'folk')).sort()).toEqual(['Embers', 'River Song']);
    expect(await names('genres', 'folk')).toEqual(['folk']);
    expect(await names('tracks', 'lighthouse keeps its promise')).toEqual(['Coming Home']);
    // Synced lyrics are searched without their time tags.
    expect(await names('tracks', 'call me home')).toEqual(['Harbor Lights']);
    expect(await names('tracks', 'home')).toEqual(['Coming Home', 'Harbor Lights']);
    expect(await names('tracks', '00')).toEqual([]);
  });

  it('ignores accents and case on both sides', async () => {
    expect(await names('artists', 'eleonore cafe')).toEqual(['Éléonore Café']);
    expect(await names('artists', 'ÉLÉONORE')).toEqual(['Éléonore Café']);
    expect(await names('artists', 'NEON HARBOR')).toEqual(['Neon Harbor']);
    expect(await names('artists', 'Cöastal')).toEqual(['Coastal Drift']);
  });

  it('finds listeners by name, never by e-mail address', async () => {
    const users = searchTypeResponseSchemas.users.parse(
      (await guest.get('/api/v1/search/users?query=demo listener')).json,
    );
    expect(users.pagination.data.map((user) => user.name)).toEqual(['Demo Listener']);
    expect((await all('example.com')).users).toEqual([]);
  });

  it('keeps the documents current as names, credits and genres change', async () => {
    const { db } = app.server.services;
    await db.execute(sql`UPDATE artists SET name = 'Lantern Coast' WHERE name = 'Willow Creek'`);
    expect((await names('tracks', 'lantern')).sort()).toEqual(['Embers', 'River Song']);
    expect(await names('albums', 'lantern')).toEqual(['Porch Songs']);
    await db.execute(sql`UPDATE albums SET name = 'Night Porch' WHERE name = 'Porch Songs'`);
    expect((await names('tracks', 'night porch')).sort()).toEqual(['Embers', 'River Song']);
    await db.execute(sql`UPDATE genres SET display_name = 'Americana' WHERE name = 'folk'`);
    expect((await names('tracks', 'americana')).sort()).toEqual(['Embers', 'River Song']);
    await db.execute(sql`DELETE FROM genreables
      WHERE genreable_type = 'track' AND genreable_id = (SELECT id FROM tracks WHERE name = 'Embers')`);
    expect(await names('tracks', 'americana')).toEqual(['River Song']);
    await db.execute(sql`DELETE FROM artist_track
      WHERE track_id = (SELECT id FROM tracks WHERE name = 'Embers')`);
    expect(await names('tracks', 'lantern')).toEqual(['River Song']);
    await db.execute(sql`DELETE FROM albums WHERE name = 'Night Porch'`);
    expect(await names('tracks', 'night porch')).toEqual([]);
  });
});

describe('the words a mistyped query is corrected to', () => {
  const remembered = async (...words: string[]) => {
    const answer = (await app.server.services.db.execute(
      sql`SELECT word FROM search_words WHERE word IN (${sql.join(words, sql`, `)}) ORDER BY word`,
    )) as unknown as { rows: { word: string }[] };
    return answer.rows.map((row) => row.word);
  };

  it('forgets, when pruned, the words no name holds any more, and keeps every word a name holds', async () => {
    await created(await admin.post('/api/v1/artists', { name: 'Marigold Quarry' }), 'artist');
    await app.server.services.db.execute(
      sql`UPDATE artists SET name = 'Marigold Harbour' WHERE name = 'Marigold Quarry'`,
    );
    // Until pruned, a typo is corrected to the word the rename left behind, which finds nothing.
    expect(await remembered('harbour', 'marigold', 'quarry')).toEqual(['harbour', 'marigold', 'quarry']);
    expect(await names('artists', 'quarri')).toEqual([]);

    expect(await pruneSearchWords(app.server.services.db)).toBeGreaterThanOrEqual(1);
    expect(await remembered('harbour', 'marigold', 'quarry')).toEqual(['harbour', 'marigold']);
    expect(await names('artists', 'marigolt')).toEqual(['Marigold Harbour']);
    // Every name's words stay: a second pruning finds nothing to forget.
    expect(await pruneSearchWords(app.server.services.db)).toBe(0);
  });
});

describe('search input', () => {
  it('answers 422 with a message for an empty query, a NUL character or a query over the limit', async () => {
    const refusals = {
      '%20': 'The query field is required.',
      'neon%00harbor': 'The address must not contain a NUL character.',
      ['a'.repeat(SEARCH_QUERY_MAX + 1)]:
        `The query field must not be greater than ${SEARCH_QUERY_MAX} characters.`,
    };
    for (const [query, message] of Object.entries(refusals)) {
      const answer = await guest.get(`/api/v1/search/tracks?query=${query}`);
      expect(answer.status, query).toBe(422);
      expect((answer.json as { message: string }).message).toBe(message);
    }
    expect((await guest.get('/api/v1/search/moods?query=calm')).status).toBe(404);
  });

  it('answers nothing found for a query of punctuation only, on every type', async () => {
    for (const query of ['%', '_', '!?*&|:()<>', "'", '\\']) {
      const results = await all(query);
      expect(Object.values(results).flat(), query).toEqual([]);
      const page = searchTypeResponseSchemas.tracks.parse(
        (await guest.get(`/api/v1/search/tracks?query=${encodeURIComponent(query)}`)).json,
      );
      expect(page.pagination.total, query).toBe(0);
    }
  });

  it('reads text-search operators and quotes as plain text', async () => {
    for (const query of ['neon & !harbor', "neon' | harbor", 'neon:* <-> (harbor', 'neon\\harbor']) {
      expect(await names('artists', query), query).toEqual(['Neon Harbor']);
    }
  });

  it('searches the first words of a query as long as the limit', async () => {
    const long = `neon ${'harbor '.repeat(35)}`.slice(0, SEARCH_QUERY_MAX);
    expect(await names('artists', long)).toEqual(['Neon Harbor']);
  });
});

describe('a word many names share', () => {
  it('ranks the most played matches, and a name that is the query above them however little played', async () => {
    const many = SEARCH_CANDIDATES + 20;
    await app.server.services.db.execute(sql`INSERT INTO tracks (name, duration, plays)
      SELECT 'Lullaby ' || g, 1000, 1000 + g FROM generate_series(1, ${many}) g
      UNION ALL VALUES ('Lullaby', 1000, 0), ('Lullaby Unheard', 1000, 0)`);
    const page = searchTypeResponseSchemas.tracks.parse(
      (await guest.get('/api/v1/search/tracks?query=lullaby&perPage=3')).json,
    );
    expect(page.pagination.data.map((track) => track.name)).toEqual([
      'Lullaby',
      `Lullaby ${many}`,
      `Lullaby ${many - 1}`,
    ]);
    expect(page.pagination.total).toBe(SEARCH_CANDIDATES + 1);
  });
});

describe('the instant results, which read only what can reach their first rows', () => {
  // Each track as `name #id`, so two tracks of one name still differ.
  const trackNames = async (query: string) => {
    const tab = searchTypeResponseSchemas.tracks.parse(
      (await guest.get(`/api/v1/search/tracks?query=${query}&perPage=${SEARCH_RESULTS_PER_TYPE}`)).json,
    );
    const named = (track: { name: string; id: number }) => `${track.name} #${track.id}`;
    return {
      instant: (await all(query)).tracks.map(named),
      tab: tab.pagination.data.map(named),
    };
  };
  const withoutIds = (tracks: string[]) => tracks.map((track) => track.replace(/ #\d+$/, ''));

  it('answers the first tracks of the tab when the tracks named as the query fill them', async () => {
    // More tracks named "Zephyrine" than the instant results show, each less played than the tracks that only
    // have the word in their names, and lyrics that sing it.
    const { db } = app.server.services;
    await db.execute(sql`INSERT INTO tracks (name, duration, plays)
      SELECT 'Zephyrine', 1000, g FROM generate_series(1, ${SEARCH_RESULTS_PER_TYPE + 2}) g
      UNION ALL SELECT 'Zephyrine Dawn ' || g, 1000, 5000 + g FROM generate_series(1, 30) g`);
    await db.execute(sql`INSERT INTO lyrics (track_id, text, is_synced)
      SELECT id, 'zephyrine all night', false FROM tracks WHERE name = 'Pulse'`);
    const found = await trackNames('zephyrine');
    expect(withoutIds(found.instant)).toEqual(Array(SEARCH_RESULTS_PER_TYPE).fill('Zephyrine'));
    expect(found.instant).toEqual(found.tab);
  });

  it('answers the first tracks of the tab when named and other tracks fill them, lyrics left below', async () => {
    const { db } = app.server.services;
    await db.execute(sql`INSERT INTO tracks (name, duration, plays)
      SELECT 'Quillon', 1000, 1 UNION ALL SELECT 'Quillon Road ' || g, 1000, 100 + g FROM generate_series(1, 12) g`);
    await db.execute(sql`INSERT INTO lyrics (track_id, text, is_synced)
      SELECT id, 'a quillon in the sand', false FROM tracks WHERE name = 'Overdrive'`);
    const found = await trackNames('quillon');
    expect(withoutIds(found.instant)).toEqual([
      'Quillon',
      ...[12, 11, 10, 9, 8, 7, 6].map((n) => `Quillon Road ${n}`),
    ]);
    expect(found.instant).toEqual(found.tab);
  });

  it('still lists tracks found by their lyrics when too few tracks have the words', async () => {
    const { db } = app.server.services;
    await db.execute(sql`INSERT INTO tracks (name, duration, plays) VALUES ('Marrowind', 1000, 1)`);
    await db.execute(sql`INSERT INTO lyrics (track_id, text, is_synced)
      SELECT id, 'the marrowind blows', false FROM tracks WHERE name = 'Undertow'`);
    expect(withoutIds((await trackNames('marrowind')).instant)).toEqual(['Marrowind', 'Undertow']);
  });
});

describe('the search panel’s settings, which the next search reads', () => {
  const saveSearchSettings = async (changes: Record<string, unknown>) => {
    const answer = await admin.request('/api/v1/admin/settings', { method: 'PUT', body: { changes } });
    expect(answer.status, answer.text).toBe(200);
  };
  afterEach(() =>
    saveSearchSettings({ 'search.lyrics': true, 'search.typos': true, 'search.typo_similarity': 30 }),
  );

  it('finds tracks by a phrase of their lyrics only while lyrics are searched', async () => {
    await saveSearchSettings({ 'search.lyrics': false });
    expect(await names('tracks', 'lighthouse keeps its promise')).toEqual([]);
    expect((await all('lighthouse keeps its promise')).tracks).toEqual([]);
    expect(await names('tracks', 'home')).toEqual(['Coming Home']);
    await saveSearchSettings({ 'search.lyrics': true });
    expect(await names('tracks', 'home')).toEqual(['Coming Home', 'Harbor Lights']);
  });

  it('corrects a mistyped word only while typo tolerance is on', async () => {
    await saveSearchSettings({ 'search.typos': false });
    expect(await names('artists', 'coastel')).toEqual([]);
    expect((await all('neon harbr')).tracks).toEqual([]);
    expect(await names('artists', 'coastal')).toEqual(['Coastal Drift']);
  });

  it('corrects a word only to names’ words at least as alike as the typo similarity', async () => {
    // "coastel" shares 45% of its trigrams with "coastal", "neom" 43% with "neon".
    await saveSearchSettings({ 'search.typo_similarity': 44 });
    expect(await names('artists', 'coastel')).toContain('Coastal Drift');
    expect(await names('artists', 'neom')).toEqual([]);
    await saveSearchSettings({ 'search.typo_similarity': 50 });
    expect(await names('artists', 'coastel')).not.toContain('Coastal Drift');
    await saveSearchSettings({ 'search.typo_similarity': 20 });
    expect(await names('artists', 'neom')).toEqual(['Neon Harbor']);
  });

  it('refuses a typo similarity outside 10 to 90 with a message', async () => {
    for (const value of [5, 95, 30.5]) {
      const answer = await admin.request('/api/v1/admin/settings', {
        method: 'PUT',
        body: { changes: { 'search.typo_similarity': value } },
      });
      expect(answer.status, String(value)).toBe(422);
      expect(
        (answer.json as { errors: Record<string, string[]> }).errors['search.typo_similarity'],
      ).toHaveLength(1);
    }
  });

  it('searches with the defaults when the stored search settings are of another shape', async () => {
    await app.server.services.db.execute(
      sql`UPDATE settings SET value = '{"lyrics": "no", "typo_similarity": 1000}' WHERE name = 'search'`,
    );
    expect(await names('artists', 'coastel')).toContain('Coastal Drift');
    expect(await names('tracks', 'lighthouse keeps its promise')).toEqual(['Coming Home']);
  });
});
