import { PGlite } from '@electric-sql/pglite';
import { encodeListFilters, type ListFilter } from '@tonearm/client/rules';
import { eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { AppBindings } from '../../app-context';
import { errorHandler } from '../../http/error-handler';
import { readBulkIds } from './bulk-ids';
import { type ListDefinition, listFilter } from './list-definition';
import { listPage } from './list-page';
import { containsPattern, listOrder, listWhere } from './list-sql';
import { readListQuery } from './read-list-query';

const people = pgTable('people', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  plays: integer('plays').notNull(),
  joined_at: timestamp('joined_at', { withTimezone: true }).notNull(),
});

const definition: ListDefinition = {
  sorts: { name: sql`${people.name}`, plays: sql`${people.plays}` },
  defaultSort: { key: 'plays', dir: 'desc' },
  search: (text) => ilike(people.name, containsPattern(text)),
  filters: {
    plays: listFilter({
      operators: ['=', '>=', '<='],
      value: z.number().int(),
      where: (operator, value): SQL =>
        operator === '>='
          ? gte(people.plays, value)
          : operator === '<='
            ? lte(people.plays, value)
            : eq(people.plays, value),
    }),
    joined: listFilter({
      operators: ['between'],
      value: z.object({ start: z.string(), end: z.string() }),
      where: (_, value) => sql`${people.joined_at} between ${value.start} and ${value.end}`,
    }),
  },
  tieBreaker: sql`${people.id}`,
};

const client = new PGlite();
const db = drizzle(client);

const app = new Hono<AppBindings>();
app.onError(errorHandler({ env: {} } as never, process.cwd()));
app.get('/people', async (c) => {
  const query = readListQuery(c, definition);
  const where = listWhere(definition, query);
  return c.json(
    await listPage(c, query, {
      count: async () =>
        (await db.select({ n: sql<number>`count(*)::int` }).from(people).where(where))[0]?.n ?? 0,
      rows: (limit, offset) =>
        db
          .select({ id: people.id, name: people.name })
          .from(people)
          .where(where)
          .orderBy(...listOrder(definition, query))
          .limit(limit)
          .offset(offset),
    }),
  );
});

const names = ['Ann', 'Bo', 'Cy', 'Di', '100%_real', 'Ed', 'Flo'];

beforeAll(async () => {
  await client.exec(
    'create table people (id serial primary key, name text not null, plays integer not null, joined_at timestamptz not null)',
  );
  await db.insert(people).values(
    names.map((name, index) => ({
      name,
      plays: index % 3,
      joined_at: new Date(Date.UTC(2026, 0, index + 1)),
    })),
  );
});
afterAll(() => client.close());

interface ListAnswer {
  pagination: Record<string, unknown> & { data: { id: number; name: string }[] };
  errors?: Record<string, string[]>;
}

const get = async (params: Record<string, string>) => {
  const response = await app.request(`/people?${new URLSearchParams(params)}`);
  return { status: response.status, body: (await response.json()) as ListAnswer };
};
const filtersParam = (filters: ListFilter[]) => ({ filters: encodeListFilters(filters) });

describe('an admin list on the server', () => {
  it('answers a page with its position in the whole list', async () => {
    const { status, body } = await get({ perPage: '10', orderBy: 'name', orderDir: 'asc' });
    expect(status).toBe(200);
    expect(body.pagination).toMatchObject({
      from: 1,
      to: 7,
      total: 7,
      per_page: 10,
      current_page: 1,
      last_page: 1,
    });
    expect(body.pagination.data.map((row) => row.name)).toEqual([
      '100%_real',
      'Ann',
      'Bo',
      'Cy',
      'Di',
      'Ed',
      'Flo',
    ]);
  });

  it('keeps every row on exactly one page when the sort has ties', async () => {
    const seen: number[] = [];
    for (const page of ['1', '2', '3']) {
      const { body } = await get({ perPage: '10', page, orderBy: 'plays' });
      seen.push(...body.pagination.data.map((row) => row.id));
    }
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('searches text literally, LIKE wildcards included', async () => {
    const { body } = await get({ query: '%_' });
    expect(body.pagination.data.map((row) => row.name)).toEqual(['100%_real']);
  });

  it('applies every filter', async () => {
    const { body } = await get(
      filtersParam([
        { key: 'plays', operator: '>=', value: 1 },
        {
          key: 'joined',
          operator: 'between',
          value: { start: '2026-01-01T00:00:00Z', end: '2026-01-04T23:59:59Z' },
        },
      ]),
    );
    expect(body.pagination.data.map((row) => row.name).sort()).toEqual(['Bo', 'Cy']);
  });

  it.each([
    ['an unknown sort key', { orderBy: 'password' }, 'orderBy', 'This list cannot be sorted by password.'],
    [
      'a sort direction other than asc or desc',
      { orderDir: 'sideways' },
      'orderDir',
      'The sort direction must be asc or desc.',
    ],
    [
      'a page size the list does not offer',
      { perPage: '7' },
      'perPage',
      'Rows per page must be one of 10, 15, 20, 50, 100.',
    ],
    ['an overflowing page number', { page: '1e309' }, 'page', 'The page must be a whole number.'],
    ['a NUL in the search', { query: 'a\u0000b' }, 'query', 'The search may not contain a NUL character.'],
    ['filters that are not base64 JSON', { filters: '***' }, 'filters', 'The filters could not be read.'],
    [
      'an unknown filter',
      filtersParam([{ key: 'email', operator: '=', value: 'x' }]),
      'filters.0',
      'This list has no filter named email.',
    ],
    [
      'an operator the filter does not take',
      filtersParam([{ key: 'plays', operator: '!=', value: 1 }]),
      'filters.0',
      'The plays filter does not take the != operator.',
    ],
    [
      'a value of the wrong shape',
      filtersParam([{ key: 'plays', operator: '=', value: 'many' }]),
      'filters.0',
      'The value of the plays filter is not valid.',
    ],
  ])('refuses %s with a 422 naming the parameter', async (_, params, field, message) => {
    const { status, body } = await get(params as Record<string, string>);
    expect(status).toBe(422);
    expect(body.errors).toEqual({ [field]: [message] });
  });
});

describe('bulk ids', () => {
  it('reads a comma-separated list once each', () => {
    expect(readBulkIds('3,1,3,22')).toEqual([3, 1, 22]);
  });

  it.each(['', '1,,2', '1;2', '0', '-1', '1.5', 'a', '99999999999', `${'1,'.repeat(1000)}1`])(
    'refuses %j',
    (segment) => {
      expect(() => readBulkIds(segment)).toThrow(expect.objectContaining({ status: 422 }));
    },
  );
});
