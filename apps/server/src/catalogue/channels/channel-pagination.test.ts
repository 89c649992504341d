import { channelResponseSchema } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, genres } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { TestVisitor } from '../../test-support/test-visitor';
import type { ChannelSettings } from './channel-config';

let app: TestServer;
let guest: TestVisitor;

const config = (pagination: ChannelSettings['pagination']): ChannelSettings => ({
  content_model: 'genre',
  content_type: 'listAll',
  content_order: 'name:asc',
  layout: 'grid',
  nested_layout: null,
  restriction: null,
  hide_title: false,
  ...(pagination === undefined ? {} : { pagination }),
});

beforeAll(async () => {
  app = await startTestServer();
  guest = await new TestVisitor(app.url).open();
  const db = app.server.services.db;
  await db.insert(genres).values(
    Array.from({ length: 30 }, (_, index) => ({
      name: `genre-${String(index + 1).padStart(2, '0')}`,
      display_name: `Genre ${index + 1}`,
    })),
  );
  await db.insert(channels).values([
    { name: 'Numbered', slug: 'numbered', description: null, config: config('pages') },
    { name: 'Older', slug: 'older', description: null, config: config(undefined) },
  ]);
}, 60_000);
afterAll(() => app?.stop());

const channelAt = async (path: string) => {
  const answer = await guest.get(path);
  expect(answer.status, answer.text).toBe(200);
  return channelResponseSchema.parse(answer.json).channel;
};

describe("a listener's channel answer", () => {
  it('names the pagination its operator chose and answers the page the address asks for', async () => {
    const channel = await channelAt('/api/v1/channel/numbered?loader=channelPage&page=2');
    expect(channel.config.pagination).toBe('pages');
    expect(channel.content).toMatchObject({ current_page: 2, per_page: 24, last_page: 2, total: 30 });
    expect(channel.content.data.map((item) => item.model_type === 'genre' && item.name)).toEqual(
      Array.from({ length: 6 }, (_, index) => `genre-${25 + index}`),
    );
  });

  it('pages a channel saved before pagination was chosen on scroll, the default', async () => {
    expect((await channelAt('/api/v1/channel/older')).config.pagination).toBe('infinite');
  });
});
