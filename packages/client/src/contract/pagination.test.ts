import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { issuePaths, withField, withoutField } from './fixtures/issue-paths';
import { lengthAwarePageJson } from './fixtures/laravel-payloads';
import {
  cursorPaginationSchema,
  paginatedResponseSchema,
  paginationSchema,
  simplePaginationSchema,
} from './pagination';

const track = z.object({ id: z.int(), name: z.string() });
const tracks = [
  { id: 1, name: 'Intro' },
  { id: 2, name: 'Outro' },
];

describe('paginationSchema', () => {
  it('accepts a Laravel length-aware page and types its items', () => {
    const page = paginationSchema(track).parse(
      lengthAwarePageJson(tracks, { total: 12, last_page: 6, to: 2 }),
    );
    expect(page.data[1]?.name).toBe('Outro');
    expect(page).toMatchObject({ current_page: 1, last_page: 6, per_page: 30, total: 12, from: 1, to: 2 });
  });

  it('accepts an empty page whose from and to are null', () => {
    const page = paginationSchema(track).parse(lengthAwarePageJson([]));
    expect(page).toMatchObject({ from: null, to: null, total: 0 });
  });

  it('reads a page size echoed back as text as a number', () => {
    expect(paginationSchema(track).parse(lengthAwarePageJson(tracks, { per_page: '15' })).per_page).toBe(15);
  });

  it('rejects an item that does not match the item schema', () => {
    const page = lengthAwarePageJson([{ id: 'one', name: 'Intro' }]);
    expect(issuePaths(paginationSchema(track), page)).toEqual(['data.0.id']);
  });

  it('rejects a page without its total', () => {
    expect(issuePaths(paginationSchema(track), withoutField(lengthAwarePageJson(tracks), 'total'))).toEqual([
      'total',
    ]);
  });

  it('rejects a current page of zero', () => {
    expect(
      issuePaths(paginationSchema(track), withField(lengthAwarePageJson(tracks), 'current_page', 0)),
    ).toEqual(['current_page']);
  });
});

describe('simplePaginationSchema', () => {
  it('accepts a page without totals', () => {
    const simple = withoutField(withoutField(lengthAwarePageJson(tracks), 'total'), 'last_page');
    expect(simplePaginationSchema(track).parse(simple).next_page_url).toBeNull();
  });

  it('rejects a page without its data', () => {
    expect(
      issuePaths(simplePaginationSchema(track), withoutField(lengthAwarePageJson(tracks), 'data')),
    ).toEqual(['data']);
  });
});

describe('cursorPaginationSchema', () => {
  const cursorPage = {
    data: tracks,
    path: 'https://tonearm.example/api/v1/tracks',
    per_page: 2,
    next_cursor: 'eyJpZCI6Mn0',
    next_page_url: 'https://tonearm.example/api/v1/tracks?cursor=eyJpZCI6Mn0',
    prev_cursor: null,
    prev_page_url: null,
  };

  it('accepts a cursor page', () => {
    expect(cursorPaginationSchema(track).parse(cursorPage).next_cursor).toBe('eyJpZCI6Mn0');
  });

  it('rejects a cursor that is not a string', () => {
    expect(issuePaths(cursorPaginationSchema(track), { ...cursorPage, next_cursor: 3 })).toEqual([
      'next_cursor',
    ]);
  });
});

describe('paginatedResponseSchema', () => {
  it('reads the page from the `pagination` key', () => {
    const response = paginatedResponseSchema(track).parse({ pagination: lengthAwarePageJson(tracks) });
    expect(response.pagination.data).toHaveLength(2);
  });

  it('rejects a bare page', () => {
    expect(issuePaths(paginatedResponseSchema(track), lengthAwarePageJson(tracks))).toEqual(['pagination']);
  });
});
