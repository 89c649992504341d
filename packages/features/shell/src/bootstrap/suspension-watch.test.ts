import { createHttpClient } from '@tonearm/client';
import { describe, expect, it, vi } from 'vitest';
import { storyBootstrapData } from '../storybook/story-bootstrap-data';
import { BootstrapStore } from './bootstrap-store';
import { ACCOUNT_SUSPENDED_HEADER, refreshBootstrapData, watchForSuspension } from './suspension-watch';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
const suspendedAnswer = () =>
  json({ message: 'Your account is suspended.', suspended: true }, 403, { [ACCOUNT_SUSPENDED_HEADER]: '1' });

describe('watching for a suspension', () => {
  it('runs once when a call is refused because the account is suspended, and again after it settled', async () => {
    const onSuspended = vi.fn(() => Promise.resolve());
    const send = watchForSuspension(onSuspended, () => Promise.resolve(suspendedAnswer()));
    await Promise.all([send('/api/v1/a', {}), send('/api/v1/b', {})]);
    expect(onSuspended).toHaveBeenCalledTimes(1);
    await new Promise((settled) => setTimeout(settled, 0));
    await send('/api/v1/c', {});
    expect(onSuspended).toHaveBeenCalledTimes(2);
  });

  it('leaves other refusals and successes alone and hands every answer back unread', async () => {
    const onSuspended = vi.fn(() => Promise.resolve());
    const answers = [json({ message: 'This action is unauthorized.' }, 403), json({ ok: true })];
    const send = watchForSuspension(onSuspended, () => Promise.resolve(answers.shift() as Response));
    expect((await send('/api/v1/a', {})).status).toBe(403);
    expect(await (await send('/api/v1/b', {})).json()).toEqual({ ok: true });
    expect(onSuspended).not.toHaveBeenCalled();
  });

  it("replaces the bootstrap data with the server's, whose user is now banned", async () => {
    const signedIn = storyBootstrapData({ signedIn: true });
    const banned = {
      ...signedIn,
      user: signedIn.user && { ...signedIn.user, banned_at: '2026-11-26T10:00:00Z' },
    };
    const store = new BootstrapStore(signedIn);
    const http = createHttpClient({
      baseUrl: 'http://localhost',
      fetch: (url) =>
        Promise.resolve(url.endsWith('/api/v1/bootstrap-data') ? json(banned) : suspendedAnswer()),
    });
    await refreshBootstrapData(http, store);
    expect(store.get().user?.banned_at).toBe('2026-11-26T10:00:00Z');
  });
});
