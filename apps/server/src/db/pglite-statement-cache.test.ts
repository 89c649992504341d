import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cacheStatements } from './pglite-statement-cache';

describe('cacheStatements', () => {
  let plain: PGlite;
  let cached: PGlite;

  // Creating a PGlite cluster takes seconds; the two are shared and each test starts from an empty table.
  beforeAll(async () => {
    plain = await PGlite.create();
    cached = await PGlite.create();
    cacheStatements(cached, 3);
  });

  beforeEach(async () => {
    for (const client of [plain, cached]) {
      await client.exec(`drop table if exists tracks; create table tracks (id serial primary key, name text not null unique,
        plays int not null default 0, tags jsonb not null default '[]', added timestamptz not null default now())`);
    }
  });

  afterAll(async () => {
    await plain.close();
    await cached.close();
  });

  async function both<T>(run: (client: PGlite) => Promise<T>): Promise<[T, T]> {
    return [await run(plain), await run(cached)];
  }

  it('answers the rows, fields and counts PGlite answers, as objects or arrays and with custom parsers', async () => {
    const [insertedPlain, insertedCached] = await both((client) =>
      client.query(
        'insert into tracks (name, tags, added) values ($1, $2, $3), ($4, $2, $3) returning id, tags',
        ['Intro', ['demo'], new Date('2026-01-02T03:04:05Z'), 'Outro'],
      ),
    );
    expect(insertedCached).toEqual(insertedPlain);
    expect(insertedCached.affectedRows).toBe(2);

    for (let round = 0; round < 2; round++) {
      const [objects, cachedObjects] = await both((client) =>
        client.query('select * from tracks where plays >= $1 order by id', [0]),
      );
      expect(cachedObjects).toEqual(objects);
      expect(cachedObjects.rows[0]).toMatchObject({ name: 'Intro', tags: ['demo'] });
      const options = {
        rowMode: 'array' as const,
        parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
      };
      const [arrays, cachedArrays] = await both((client) =>
        client.query('select name, added from tracks order by id', [], options),
      );
      expect(cachedArrays).toEqual(arrays);
      expect(typeof (cachedArrays.rows[0] as unknown[])[1]).toBe('string');
    }

    const [updated, cachedUpdated] = await both((client) =>
      client.query('update tracks set plays = plays + 1 where name = $1', ['Intro']),
    );
    expect(cachedUpdated.affectedRows).toBe(updated.affectedRows);
  });

  it('reports a failing statement and stays usable, inside and outside transactions', async () => {
    await cached.query('insert into tracks (name) values ($1)', ['Intro']);
    await expect(cached.query('insert into tracks (name) values ($1)', ['Intro'])).rejects.toMatchObject({
      code: '23505',
    });
    await expect(cached.query('select nothing from tracks')).rejects.toMatchObject({ code: '42703' });

    await expect(
      cached.transaction(async (tx) => {
        await tx.query('insert into tracks (name) values ($1)', ['Bridge']);
        await tx.query('insert into tracks (name) values ($1)', ['Intro']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const committed = await cached.transaction(async (tx) => {
      await tx.query('insert into tracks (name) values ($1)', ['Chorus']);
      return tx.query<{ name: string }>('select name from tracks order by id');
    });
    expect(committed.rows.map((row) => row.name)).toEqual(['Intro', 'Chorus']);
    expect((await cached.query('select count(*)::int as n from tracks')).rows).toEqual([{ n: 2 }]);
  });

  it('keeps at most the given number of statements prepared, closing the least recently used', async () => {
    // PGlite's own exec runs as a simple query, which prepares nothing.
    const prepared = async () => {
      const [result] = await cached.exec('select count(*)::int as n from pg_prepared_statements');
      return (result?.rows[0] as { n: number } | undefined)?.n;
    };
    for (let value = 0; value < 6; value++) {
      await cached.query(`select ${value} as value where $1::int > 0`, [1]);
    }
    expect(await prepared()).toBe(3);
    expect((await cached.query('select 5 as value where $1::int > 0', [1])).rows).toEqual([{ value: 5 }]);
    expect((await cached.query('select 0 as value where $1::int > 0', [1])).rows).toEqual([{ value: 0 }]);
    expect(await prepared()).toBe(3);
  });
});
