// @vitest-environment jsdom

import { act, renderHook, waitFor } from '@testing-library/react';
import { createHttpClient } from '@tonearm/client';
import { HttpClientProvider } from '@tonearm/client/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { STORY_LINES, STORY_LOCALIZATIONS } from './storybook/localization-story-server';
import { LocalizationFileError } from './translation-drafts';
import { LINES_PER_PAGE, useTranslateLines } from './use-translate-lines';

interface SentRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** Answers like the server: pages of the story lines, and saves that report how many lines they carried. */
function fakeServer() {
  const requests: SentRequest[] = [];
  const fetch = async (input: string, init: RequestInit) => {
    const url = new URL(input);
    const method = url.searchParams.get('_method') ?? init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, url, body });
    const json = (data: unknown) =>
      new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });
    if (method === 'GET') {
      const page = Number(url.searchParams.get('page'));
      const data = STORY_LINES.slice((page - 1) * LINES_PER_PAGE, page * LINES_PER_PAGE);
      return json({
        localization: STORY_LOCALIZATIONS[1],
        pagination: {
          data,
          from: 1,
          to: data.length,
          total: STORY_LINES.length,
          per_page: LINES_PER_PAGE,
          current_page: page,
          last_page: 2,
        },
      });
    }
    const lines = (body as { lines: Record<string, string> }).lines;
    return json({ localization: STORY_LOCALIZATIONS[1], changed: Object.keys(lines).length });
  };
  return { requests, fetch };
}

function setup() {
  const server = fakeServer();
  const http = createHttpClient({ baseUrl: 'https://tonearm.test/', fetch: server.fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HttpClientProvider client={http}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    </HttpClientProvider>
  );
  const hook = renderHook(() => useTranslateLines(2), { wrapper });
  const lineRequests = () =>
    server.requests
      .filter((request) => request.method === 'GET')
      .map((request) => Object.fromEntries(request.url.searchParams));
  return { server, model: () => hook.result.current, lineRequests };
}

describe('useTranslateLines', () => {
  it('asks for the first page again when the search changes', async () => {
    const { model, lineRequests } = setup();
    await waitFor(() => expect(model().page?.current_page).toBe(1));
    act(() => model().goTo(2));
    await waitFor(() => expect(model().page?.current_page).toBe(2));
    act(() => model().search('annuler'));
    await waitFor(() => expect(lineRequests()).toHaveLength(3));
    expect(lineRequests()[2]).toEqual({ page: '1', perPage: String(LINES_PER_PAGE), query: 'annuler' });
  });

  it('keeps typed lines across pages and saves only those that changed, then reads the page again', async () => {
    const { server, model, lineRequests } = setup();
    await waitFor(() => expect(model().page).toBeDefined());
    act(() => model().type('Delete', null, 'Supprimer'));
    act(() => model().type('Cancel', 'Annuler', 'Annuler'));
    act(() => model().goTo(2));
    await waitFor(() => expect(model().page?.current_page).toBe(2));
    expect(model().changeCount).toBe(1);

    let changed = 0;
    await act(async () => {
      changed = await model().save();
    });
    expect(changed).toBe(1);
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      lines: { Delete: 'Supprimer' },
    });
    expect(model().changeCount).toBe(0);
    expect(lineRequests().length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a file of the wrong shape without sending it', async () => {
    const { server, model } = setup();
    await waitFor(() => expect(model().page).toBeDefined());
    const file = new File(['{"Delete": "Supprimer"}'], 'fr.json', { type: 'application/json' });
    await expect(act(() => model().upload(file))).rejects.toThrow(LocalizationFileError);
    expect(server.requests.every((request) => request.method === 'GET')).toBe(true);
  });
});
