import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { COUNT_EVERY_CREATED_ROW, CREATED_COUNTED_TABLES } from '../../db/migrations/0051_created_counts';
import { albums, artists, tracks, users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { type CreatedCountedTable, createdWithinRange } from './created-sql';
import { selectRows } from './report-sql';

// The KPI cards read rows created per day from counts kept by triggers (migration 0051); these tests hold the
// counts to the rows themselves as rows come, go and move.
let app: TestServer;

// Around two UTC midnights, so rows fall on both sides of a day's edge.
const TIMES = [
  '2025-03-01T00:00:00Z',
  '2025-03-01T23:59:59.999Z',
  '2025-03-02T00:00:00Z',
  '2025-03-02T12:30:00Z',
  '2025-03-03T23:00:00Z',
  '2025-03-04T00:00:01Z',
  '2025-04-15T08:00:00Z',
];

beforeAll(async () => {
  app = await startTestServer();
}, 90_000);
afterAll(() => app?.stop());

const dayRow = z.object({
  day: z.coerce.date().transform((day) => day.toISOString()),
  rows: z.number().int(),
});

/** Per UTC day, the counted rows of `table` beside the rows themselves, days with none left out of both. */
async function countedAndTrue(table: CreatedCountedTable) {
  const { db } = app.server.services;
  const counted = await selectRows(
    db,
    sql`SELECT day, created AS rows FROM created_counts WHERE kind = ${table} AND created <> 0 ORDER BY day`,
    dayRow,
  );
  const truth = await selectRows(
    db,
    sql`SELECT date_trunc('day', created_at, 'UTC') AS day, count(*)::int AS rows FROM ${sql.identifier(table)}
      GROUP BY 1 ORDER BY 1`,
    dayRow,
  );
  return { counted, truth };
}

async function expectCountsTrue() {
  for (const table of CREATED_COUNTED_TABLES) {
    const { counted, truth } = await countedAndTrue(table);
    expect(counted, table).toEqual(truth);
  }
}

const single = (query: SQL) =>
  selectRows(app.server.services.db, sql`SELECT ${query} AS n`, z.object({ n: z.number() }));

describe('rows created per day', () => {
  it('are counted as rows are inserted, alone and in batches', async () => {
    const { db } = app.server.services;
    await db
      .insert(users)
      .values(
        TIMES.map((time, index) => ({ email: `new-${index}@example.com`, created_at: new Date(time) })),
      );
    await db.insert(users).values({ email: 'one-more@example.com', created_at: new Date(TIMES[3] ?? '') });
    await db
      .insert(artists)
      .values(TIMES.map((time, index) => ({ name: `Artist ${index}`, created_at: new Date(time) })));
    const [album] = await db
      .insert(albums)
      .values(TIMES.map((time, index) => ({ name: `Album ${index}`, created_at: new Date(time) })))
      .returning();
    await db.insert(tracks).values(
      TIMES.map((time, index) => ({
        name: `Track ${index}`,
        duration: 1000,
        album_id: album?.id ?? null,
        created_at: new Date(time),
      })),
    );
    const { counted } = await countedAndTrue('users');
    expect(counted.find((day) => day.day === '2025-03-02T00:00:00.000Z')?.rows).toBe(3);
    await expectCountsTrue();
  });

  it('are uncounted as rows are deleted, and follow a row whose creation date moves', async () => {
    const { db } = app.server.services;
    await db
      .delete(users)
      .where(inArray(users.email, ['new-0@example.com', 'new-1@example.com', 'new-3@example.com']));
    await db.delete(albums).where(eq(albums.name, 'Album 2'));
    await db.delete(tracks).where(inArray(tracks.name, ['Track 4', 'Track 5']));
    await db
      .update(artists)
      .set({ created_at: new Date('2025-05-01T10:00:00Z') })
      .where(eq(artists.name, 'Artist 1'));
    // Within its day: the count stays where it was.
    await db
      .update(artists)
      .set({ created_at: new Date('2025-03-02T22:00:00Z') })
      .where(eq(artists.name, 'Artist 3'));
    // Every other column changes without touching the counts.
    await db.update(users).set({ first_name: 'Renamed' });
    await expectCountsTrue();
  });

  it('total a range as its whole days plus the rows at either end', async () => {
    const ranges: [string, string][] = [
      ['2025-03-01T00:00:00Z', '2025-03-03T00:00:00Z'],
      ['2025-02-28T18:30:00Z', '2025-03-04T00:00:01Z'],
      ['2025-03-01T23:00:00Z', '2025-03-02T13:00:00Z'],
      ['2025-03-02T00:00:00Z', '2025-03-02T12:30:00Z'],
      ['2024-12-31T15:00:00Z', '2025-12-31T15:00:00Z'],
    ];
    for (const table of CREATED_COUNTED_TABLES) {
      for (const [start, end] of ranges) {
        const [counted] = await single(createdWithinRange(table, new Date(start), new Date(end)));
        const [truth] = await single(
          sql`(SELECT count(*)::int FROM ${sql.identifier(table)}
            WHERE created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz)`,
        );
        expect(counted?.n, `${table} ${start} ${end}`).toBe(truth?.n);
      }
    }
  });

  it('are counted anew from the rows by the migration', async () => {
    const { db } = app.server.services;
    await db.execute(sql`DELETE FROM created_counts`);
    await db.execute(sql.raw(COUNT_EVERY_CREATED_ROW));
    await expectCountsTrue();
  });

  it('are forgotten with a truncated table', async () => {
    const { db } = app.server.services;
    // Tracks go with their albums' truncation (CASCADE), and are forgotten too.
    await db.execute(sql`TRUNCATE albums CASCADE`);
    await expectCountsTrue();
    expect((await countedAndTrue('tracks')).counted).toEqual([]);
    await db.insert(albums).values({ name: 'After', created_at: new Date(TIMES[0] ?? '') });
    await expectCountsTrue();
  });
});
