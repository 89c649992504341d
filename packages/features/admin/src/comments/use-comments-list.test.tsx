// @vitest-environment jsdom

import { act, renderHook, waitFor } from '@testing-library/react';
import { createHttpClient } from '@tonearm/client';
import { HttpClientProvider } from '@tonearm/client/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { STORY_COMMENTS } from './storybook/comment-story-server';
import { useCommentsList } from './use-comments-list';

interface SentRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** Answers like the server: one page of the story comments, and each change acknowledged. */
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
      return json({
        pagination: {
          data: STORY_COMMENTS,
          from: 1,
          to: STORY_COMMENTS.length,
          total: STORY_COMMENTS.length,
          per_page: 15,
          current_page: 1,
          last_page: 1,
        },
      });
    }
    if (method === 'PUT')
      return json({ comment: { ...STORY_COMMENTS[0], content: (body as { content: string }).content } });
    if (method === 'DELETE') return json({ status: 'success', removed: 1, marked: 1 });
    return json({ status: 'success' });
  };
  return { requests, fetch };
}

function setup() {
  const server = fakeServer();
  const http = createHttpClient({ baseUrl: 'https://tonearm.test/', fetch: server.fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/admin/comments']}>
      <HttpClientProvider client={http}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
      </HttpClientProvider>
    </MemoryRouter>
  );
  const hook = renderHook(() => useCommentsList(), { wrapper });
  const sent = (method: string) => server.requests.filter((request) => request.method === method);
  return { model: () => hook.result.current, sent };
}

describe('useCommentsList', () => {
  it('deletes the comments named, answers what the server did, and reads the page again', async () => {
    const { model, sent } = setup();
    await waitFor(() => expect(model().page?.data).toHaveLength(STORY_COMMENTS.length));
    let done: unknown;
    await act(async () => {
      done = await model().remove([2, 3]);
    });
    expect(done).toEqual({ status: 'success', removed: 1, marked: 1 });
    expect(sent('DELETE').map((request) => request.url.pathname)).toEqual(['/api/v1/admin/comments/2,3']);
    expect(sent('GET')).toHaveLength(2);
  });

  it('restores comments by id and reads the page again', async () => {
    const { model, sent } = setup();
    await waitFor(() => expect(model().page).toBeDefined());
    await act(async () => {
      await model().restore([3]);
    });
    expect(sent('POST').map((request) => [request.url.pathname, request.body])).toEqual([
      ['/api/v1/admin/comments/restore', { commentIds: [3] }],
    ]);
    expect(sent('GET')).toHaveLength(2);
  });

  it("sends a comment's new text and answers the saved comment", async () => {
    const { model, sent } = setup();
    await waitFor(() => expect(model().page).toBeDefined());
    let saved: { content: string } | undefined;
    await act(async () => {
      saved = await model().edit(1, 'Tidied up');
    });
    expect(saved?.content).toBe('Tidied up');
    expect(sent('PUT').map((request) => [request.url.pathname, request.body])).toEqual([
      ['/api/v1/admin/comments/1', { content: 'Tidied up' }],
    ]);
  });
});
