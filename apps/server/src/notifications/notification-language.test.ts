import {
  adminLocalizationResponseSchema,
  type Notification,
  notificationListResponseSchema,
  userResponseSchema,
} from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAlbum } from '../admin/catalogue/test-support/catalogue-rows';
import { signInAdmin } from '../admin/test-support/admin-audiences';
import { likes } from '../db/schema';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import type { TestVisitor } from '../test-support/test-visitor';

const RELEASED =
  '{noun, select, album {<strong>:artists</strong> released a new album.} other {<strong>:artists</strong> released a new track.}}';

let app: TestServer;
let admin: TestVisitor;
let listeners = 0;

beforeAll(async () => {
  app = await startTestServer();
  admin = await signInAdmin(app);
}, 60_000);
afterAll(() => app?.stop());

/** A listener who follows a new artist, with that artist's loose tracks to publish as an album. */
async function followerOfNewArtist(artistName: string, trackNames: string[]) {
  const email = `fan-${++listeners}@example.com`;
  const agent = await registerListener(app.url, email, 'correct horse battery');
  const { user } = userResponseSchema.parse((await agent.get('/api/v1/users/me')).json);
  const made = await makeAlbum(app, `${artistName} demos`, trackNames, { artistName });
  await app.server.services.db
    .insert(likes)
    .values({ user_id: user.id, likeable_type: 'artist', likeable_id: made.artistId });
  return { agent, made };
}

async function publishAlbum(name: string, artistId: number, trackIds: number[]) {
  const answer = await admin.request('/api/v1/admin/albums', {
    method: 'POST',
    body: {
      name,
      image: null,
      artist_ids: [artistId],
      release_date: '2026-06-01',
      genres: [],
      tags: [],
      track_ids: trackIds,
    },
  });
  expect(answer.status, answer.text).toBe(201);
}

async function newestNotification(agent: TestVisitor): Promise<Notification | undefined> {
  const list = notificationListResponseSchema.parse((await agent.get('/api/v1/notifications')).json);
  return list.pagination.data[0];
}

describe('in-app notifications in their recipient’s language', () => {
  it('counts an album’s tracks as one track or several', async () => {
    const single = await followerOfNewArtist('Solo', ['Only One']);
    await publishAlbum('One Song', single.made.artistId, single.made.trackIds);
    expect((await newestNotification(single.agent))?.data.lines[1]?.content).toBe(
      '<em>One Song</em> · 1 track',
    );

    const double = await followerOfNewArtist('Duo', ['Side A', 'Side B']);
    await publishAlbum('Two Songs', double.made.artistId, double.made.trackIds);
    expect((await newestNotification(double.agent))?.data.lines[1]?.content).toBe(
      '<em>Two Songs</em> · 2 tracks',
    );
  });

  it('writes the release line and its action label in French for a listener who chose French', async () => {
    const created = await admin.request('/api/v1/admin/localizations', {
      method: 'POST',
      body: { name: 'Français', language: 'fr' },
    });
    expect(created.status, created.text).toBe(201);
    const { id } = adminLocalizationResponseSchema.parse(created.json).localization;
    const saved = await admin.request(`/api/v1/admin/localizations/${id}/lines`, {
      method: 'PUT',
      body: {
        lines: {
          [RELEASED]:
            '{noun, select, album {<strong>:artists</strong> a sorti un nouvel album.} other {<strong>:artists</strong> a sorti un nouveau titre.}}',
          'Listen now': 'Écouter',
        },
      },
    });
    expect(saved.status, saved.text).toBe(200);

    const fan = await followerOfNewArtist('Les <Chats>', ['Miaou']);
    expect((await fan.agent.post('/api/v1/users/me/locale', { locale: 'fr' })).status).toBe(200);
    await publishAlbum('Ronron', fan.made.artistId, fan.made.trackIds);

    const notification = await newestNotification(fan.agent);
    // The artist's name is escaped; the translation's own markup is kept.
    expect(notification?.data.lines[0]?.content).toBe(
      '<strong>Les &lt;Chats&gt;</strong> a sorti un nouvel album.',
    );
    expect(notification?.data.mainAction?.label).toBe('Écouter');
  });
});
