import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DEFAULT_LIST_QUERY, decodeListFilters } from '../../rules/list-query/list-query';
import { RecordingHttpClient } from '../test-support/recording-http-client';
import { deleteAdminRows, getAdminList, listQueryParams } from './admin-lists';

const page = {
  pagination: { current_page: 1, data: [{ id: 4 }], from: 1, last_page: 1, per_page: 15, to: 1, total: 1 },
};

describe('getAdminList', () => {
  it('asks for the page, search, sort and filters, and checks every row', async () => {
    const http = new RecordingHttpClient(page);
    const query = {
      ...DEFAULT_LIST_QUERY,
      page: 2,
      query: '  ann ',
      orderBy: 'created_at',
      orderDir: 'asc' as const,
      filters: [{ key: 'suspended', operator: '=' as const, value: true }],
    };
    const answer = await getAdminList(http, 'admin/users', query, z.object({ id: z.number() }));
    expect(answer.pagination.data).toEqual([{ id: 4 }]);
    const { path, params, method } = http.onlyRequest;
    expect({ method, path }).toEqual({ method: 'GET', path: 'admin/users' });
    expect(params).toMatchObject({
      page: 2,
      perPage: 15,
      query: 'ann',
      orderBy: 'created_at',
      orderDir: 'asc',
    });
    expect(decodeListFilters(String(params?.filters))).toEqual(query.filters);
  });

  it('leaves out what the list does not narrow', () => {
    expect(listQueryParams(DEFAULT_LIST_QUERY)).toEqual({ page: 1, perPage: 15 });
  });

  it('refuses a row of the wrong shape', async () => {
    const http = new RecordingHttpClient({ pagination: { ...page.pagination, data: [{ id: 'x' }] } });
    await expect(
      getAdminList(http, 'admin/users', DEFAULT_LIST_QUERY, z.object({ id: z.number() })),
    ).rejects.toThrow();
  });
});

describe('deleteAdminRows', () => {
  it('names every selected row in one DELETE', async () => {
    const http = new RecordingHttpClient({ status: 'success' });
    await deleteAdminRows(http, 'admin/users', [3, 8, 21]);
    expect(http.onlyRequest).toMatchObject({ method: 'DELETE', path: 'admin/users/3,8,21' });
  });
});
