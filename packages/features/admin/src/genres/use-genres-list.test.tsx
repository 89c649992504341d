// @vitest-environment jsdom

import { act, renderHook, waitFor } from '@testing-library/react';
import { createHttpClient } from '@tonearm/client';
import { HttpClientProvider } from '@tonearm/client/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { STORY_GENRES } from './storybook/genre-story-server';
import { useGenresList } from './use-genres-list';

/** Answers like the server: the story genres, and a saved genre echoing what was sent. */
function setup() {
  const requests: { method: string; path: string }[] = [];
  const fetch = async (input: string, init: RequestInit) => {
    const url = new URL(input);
    const method = url.searchParams.get('_method') ?? init.method ?? 'GET';
    requests.push({ method, path: url.pathname });
    const json = (data: unknown, status = 200) =>
      new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });
    if (method === 'GET') {
      return json({
        pagination: {
          data: STORY_GENRES,
          from: 1,
          to: STORY_GENRES.length,
          total: STORY_GENRES.length,
          per_page: 15,
          current_page: 1,
          last_page: 1,
        },
      });
    }
    const body = JSON.parse(String(init.body));
    return json({ genre: { ...STORY_GENRES[0], ...body, id: method === 'POST' ? 9 : 2 } }, 201);
  };
  const http = createHttpClient({ baseUrl: 'https://tonearm.test/', fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/admin/genres']}>
      <HttpClientProvider client={http}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
      </HttpClientProvider>
    </MemoryRouter>
  );
  const hook = renderHook(() => useGenresList(), { wrapper });
  return { model: () => hook.result.current, requests };
}

const payload = { name: 'dub', display_name: 'Dub', image: null };

describe('useGenresList', () => {
  it('adds a genre without an id, then reads the page again', async () => {
    const { model, requests } = setup();
    await waitFor(() => expect(model().page).toBeDefined());
    await act(async () => {
      expect((await model().save(null, payload)).id).toBe(9);
    });
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([
      { method: 'POST', path: '/api/v1/admin/genres' },
    ]);
    expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2);
  });

  it('saves a genre with an id to its own address', async () => {
    const { model, requests } = setup();
    await waitFor(() => expect(model().page).toBeDefined());
    await act(async () => {
      await model().save(2, payload);
    });
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([
      { method: 'PUT', path: '/api/v1/admin/genres/2' },
    ]);
  });
});
