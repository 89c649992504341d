import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobTestDatabase, openJobTestDatabase, rowsOf } from '../jobs/test-support/job-test-database';

/**
 * The admin's files list at 100,000 files: each page is read through an index of migration 0057 in the order it
 * shows, and "nothing refers to it" looks each referring column up by its index rather than scanning its table.
 */
let test: JobTestDatabase;

beforeAll(async () => {
  test = await openJobTestDatabase();
  const { db } = test.database;
  await db.execute(
    sql.raw(
      `INSERT INTO users (email) SELECT 'file-owner-' || n || '@example.com' FROM generate_series(1, 20) AS n`,
    ),
  );
  await db.execute(
    sql.raw(`INSERT INTO file_entries (name, file_name, mime, file_size, disk, path, owner_id, created_at)
      SELECT 'file ' || n || '.mp3', 'object-' || n || '.mp3',
        CASE WHEN n % 3 = 0 THEN 'image/png' ELSE 'audio/mpeg' END, n * 10,
        CASE WHEN n % 2 = 0 THEN 'public' ELSE 'uploads' END, n::text,
        (SELECT min(id) FROM users) + n % 20, now() - n * interval '1 minute'
      FROM generate_series(1, 100000) AS n`),
  );
  await db.execute(sql.raw('ANALYZE file_entries'));
  await db.execute(sql.raw('ANALYZE users'));
}, 180_000);
afterAll(() => test?.close());

async function planOf(query: string): Promise<string> {
  const rows = await rowsOf<{ 'QUERY PLAN': string }>(test.database.db, `EXPLAIN ${query}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

const page = (where: string, order = 'created_at DESC, id DESC') =>
  `SELECT * FROM file_entries ${where} ORDER BY ${order} LIMIT 15 OFFSET 30`;

describe('the admin files list at 100,000 files', () => {
  it.each([
    ['every file', page(''), 'file_entries_created_at_index'],
    ["one uploader's files", page('WHERE owner_id = 5'), 'file_entries_owner_created_at_index'],
    // Half the files are on each disk: walking the newest first and skipping the other half is cheapest.
    ["one disk's files", page("WHERE disk = 'public'"), 'file_entries_created_at_index'],
    ['the largest files', page('', 'file_size DESC, id DESC'), 'file_entries_size_index'],
  ])('reads a page of %s through its index, without sorting', async (_what, query, index) => {
    const plan = await planOf(query);
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it('searches names through the trigram index', async () => {
    expect(await planOf("SELECT count(*) FROM file_entries WHERE name ILIKE '%file 4242%'")).toContain(
      'file_entries_name_trigram_index',
    );
  });

  it.each([
    ['tracks', 'src', 'tracks_src_index'],
    ['users', 'image', 'users_image_index'],
    ['artist_profile_images', 'url', 'artist_profile_images_url_index'],
  ])('looks a file up in %s.%s by its index', async (table, column, index) => {
    const plan = await planOf(
      `SELECT id FROM file_entries WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE ${table}.${column} = '/storage/files/' || file_entries.file_name) ORDER BY created_at DESC LIMIT 15`,
    );
    expect(plan).toContain(index);
  });
});
