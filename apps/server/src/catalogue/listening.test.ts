import {
  commentListResponseSchema,
  commentResponseSchema,
  fileEntryResponseSchema,
  notificationListResponseSchema,
  playerTracksResponseSchema,
  playlistListResponseSchema,
  playlistPageResponseSchema,
  playlistResponseSchema,
  searchTypeResponseSchemas,
  trackListResponseSchema,
  trackResponseSchema,
  userListResponseSchema,
  userProfileResponseSchema,
  waveResponseSchema,
} from '@tonearm/client/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../config/env';
import { comments, permissionRole, permissions, roles } from '../db/schema';
import { insertDemoCatalogue } from '../seed/seed-demo-catalogue';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { COVER_BAD_ADDRESS, COVER_NOT_AN_IMAGE, COVER_NOT_YOURS } from './playlists/playlist-cover';
import { writeSmallCatalogue } from './test-support/small-catalogue';

let app: TestServer;
let guest: TestVisitor;
let admin: TestVisitor;
let ana: TestVisitor;
let ben: TestVisitor;
let anaId = 0;

beforeAll(async () => {
  app = await startTestServer();
  const { db, storage } = app.server.services;
  await insertDemoCatalogue(db, storage, app.dataDir, await writeSmallCatalogue(app.dataDir));
  guest = await new TestVisitor(app.url).open();
  admin = await new TestVisitor(app.url).open();
  await admin.post('/auth/login', {
    email: DEFAULT_ADMIN_EMAIL,
    password: DEFAULT_ADMIN_PASSWORD,
    remember: false,
  });
  ana = await registerListener(app.url, 'ana@example.com', 'correct horse battery');
  ben = await registerListener(app.url, 'ben@example.com', 'correct horse battery');
  anaId = ((await ana.get('/api/v1/users/me')).json as { user: { id: number } }).user.id;
}, 60_000);
afterAll(() => app?.stop());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

/** Sends bytes through the upload engine's plain upload to the public disk; answers the entry's url. */
async function publicUpload(visitor: TestVisitor, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'cover.png');
  form.set('disk', 'public');
  const answer = await visitor.post('/api/v1/file-entries', form);
  expect(answer.status, answer.text).toBe(201);
  return fileEntryResponseSchema.parse(answer.json).fileEntry.url;
}

async function trackId(name: string): Promise<number> {
  const answer = await guest.get(`/api/v1/search/tracks?query=${encodeURIComponent(name)}`);
  const id = searchTypeResponseSchemas.tracks.parse(answer.json).pagination.data[0]?.id;
  if (id === undefined) throw new Error(`No track is named ${name}`);
  return id;
}

describe('playlists', () => {
  it('creates, fills, orders, trims, renames and deletes a playlist of its owner', async () => {
    expect((await guest.post('/api/v1/playlists', { name: 'Mine' })).status).toBe(401);
    expect((await ana.post('/api/v1/playlists', { name: '  ' })).status).toBe(422);
    const created = await ana.post('/api/v1/playlists', { name: 'Road trip', public: false });
    expect(created.status).toBe(201);
    const { playlist } = playlistResponseSchema.parse(created.json);
    const [pulse, embers, river] = [
      await trackId('Pulse'),
      await trackId('Embers'),
      await trackId('River Song'),
    ];
    const filled = await ana.post(`/api/v1/playlists/${playlist.id}/tracks/add`, {
      ids: [pulse, embers, river],
    });
    expect(playlistResponseSchema.parse(filled.json).playlist.tracks_count).toBe(3);
    expect((await ana.post(`/api/v1/playlists/${playlist.id}/tracks/add`, { ids: [9999] })).status).toBe(422);
    expect(
      (await ana.post(`/api/v1/playlists/${playlist.id}/tracks/order`, { ids: [river, pulse] })).status,
    ).toBe(422);
    await ana.post(`/api/v1/playlists/${playlist.id}/tracks/order`, { ids: [river, pulse, embers] });
    const ordered = trackListResponseSchema.parse(
      (await ana.get(`/api/v1/playlists/${playlist.id}/tracks`)).json,
    );
    expect(ordered.pagination.data.map((track) => track.name)).toEqual(['River Song', 'Pulse', 'Embers']);
    await ana.post(`/api/v1/playlists/${playlist.id}/tracks/remove`, { ids: [pulse] });
    const page = playlistPageResponseSchema.parse((await ana.get(`/api/v1/playlists/${playlist.id}`)).json);
    expect(page.tracks.data.map((track) => track.name)).toEqual(['River Song', 'Embers']);
    expect(page.can_edit).toBe(true);
    const renamed = await ana.request(`/api/v1/playlists/${playlist.id}`, {
      method: 'PUT',
      body: { name: 'Road trip 2', description: 'Longer' },
    });
    expect(playlistResponseSchema.parse(renamed.json).playlist.name).toBe('Road trip 2');
    expect((await ana.request(`/api/v1/playlists/${playlist.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await ana.get(`/api/v1/playlists/${playlist.id}`)).status).toBe(404);
  });

  it('hides a private playlist from others and keeps changes to its owner', async () => {
    const { playlist } = playlistResponseSchema.parse(
      (await ana.post('/api/v1/playlists', { name: 'Secret', public: false })).json,
    );
    expect((await ben.get(`/api/v1/playlists/${playlist.id}`)).status).toBe(404);
    expect((await guest.get(`/api/v1/playlists/${playlist.id}/tracks`)).status).toBe(404);
    await ana.request(`/api/v1/playlists/${playlist.id}`, {
      method: 'PUT',
      body: { name: 'Open', public: true },
    });
    expect((await ben.get(`/api/v1/playlists/${playlist.id}`)).status).toBe(200);
    const refused = await ben.request(`/api/v1/playlists/${playlist.id}`, {
      method: 'PUT',
      body: { name: 'Mine' },
    });
    expect(refused.status).toBe(403);
    expect((await ben.post(`/api/v1/playlists/${playlist.id}/tracks/add`, { ids: [1] })).status).toBe(403);
  });

  it('lets others add tracks to a collaborative playlist, and follow it', async () => {
    const { playlist } = playlistResponseSchema.parse(
      (await ana.post('/api/v1/playlists', { name: 'Together', collaborative: true })).json,
    );
    const pulse = await trackId('Pulse');
    expect((await ben.post(`/api/v1/playlists/${playlist.id}/tracks/add`, { ids: [pulse] })).status).toBe(
      200,
    );
    expect((await ben.post(`/api/v1/playlists/${playlist.id}/follow`)).status).toBe(200);
    const seen = playlistPageResponseSchema.parse((await ben.get(`/api/v1/playlists/${playlist.id}`)).json);
    expect(seen.is_following).toBe(true);
    expect(seen.playlist.followers_count).toBe(1);
    expect((await ana.post(`/api/v1/playlists/${playlist.id}/follow`)).status).toBe(422);
    const benLibrary = playlistListResponseSchema.parse((await ben.get('/api/v1/users/me/playlists')).json);
    expect(benLibrary.pagination.data.map((item) => item.id)).toContain(playlist.id);
    const anaLibrary = playlistListResponseSchema.parse((await ana.get('/api/v1/users/me/playlists')).json);
    expect(anaLibrary.pagination.data.map((item) => item.name)).toEqual(
      expect.arrayContaining(['Together', 'Open']),
    );
    expect((await guest.get('/api/v1/users/me/playlists')).status).toBe(401);
    await ben.post(`/api/v1/playlists/${playlist.id}/unfollow`);
    const after = playlistPageResponseSchema.parse((await ben.get(`/api/v1/playlists/${playlist.id}`)).json);
    expect(after.is_following).toBe(false);
  });

  it("takes the owner's uploaded image or an address elsewhere as a cover, and refuses anything else", async () => {
    const url = await publicUpload(ana, PNG);
    const created = await ana.post('/api/v1/playlists', { name: 'Covered', image: url });
    expect(created.status, created.text).toBe(201);
    const { playlist } = playlistResponseSchema.parse(created.json);
    expect(playlist.image).toBe(url);
    expect((await guest.get(url)).status).toBe(200);
    const put = (visitor: TestVisitor, body: Record<string, unknown>) =>
      visitor.request(`/api/v1/playlists/${playlist.id}`, {
        method: 'PUT',
        body: { name: 'Covered', ...body },
      });
    const coverOf = async () =>
      playlistPageResponseSchema.parse((await ana.get(`/api/v1/playlists/${playlist.id}`)).json).playlist
        .image;

    // Sent back unchanged, on its own path or on the site's origin, it stays.
    expect((await put(ana, { image: url })).status).toBe(200);
    expect((await put(ana, { image: new URL(url, app.url).href })).status).toBe(200);
    expect(await coverOf()).toBe(url);

    const refusals: [unknown, string][] = [
      ['javascript:alert(1)', COVER_BAD_ADDRESS],
      ['data:image/png;base64,iVBORw0KGgo=', COVER_BAD_ADDRESS],
      ['//images.example.com/cover.png', COVER_BAD_ADDRESS],
      ['/storage/avatars/someone.png', COVER_BAD_ADDRESS],
      [new URL('/api/v1/users/me', app.url).href, COVER_BAD_ADDRESS],
      ['/storage/files/missing.png', COVER_NOT_YOURS],
      [await publicUpload(ben, PNG), COVER_NOT_YOURS],
      [await publicUpload(ana, new TextEncoder().encode('not a picture')), COVER_NOT_AN_IMAGE],
    ];
    for (const [image, message] of refusals) {
      const refused = await put(ana, { image });
      expect(refused.status, String(image)).toBe(422);
      expect(refused.json).toEqual({ message, errors: { image: [message] } });
    }
    expect((await ana.post('/api/v1/playlists', { name: 'Bad', image: 'javascript:alert(1)' })).status).toBe(
      422,
    );
    expect(await coverOf()).toBe(url);

    // Replaced, the former upload goes; an address elsewhere is kept as sent; cleared, the cover is none.
    const next = await publicUpload(ana, PNG);
    expect((await put(ana, { image: next })).status).toBe(200);
    expect((await guest.get(url)).status).toBe(404);
    expect((await put(ana, { image: 'https://images.example.com/cover.png' })).status).toBe(200);
    expect(await coverOf()).toBe('https://images.example.com/cover.png');
    expect((await guest.get(next)).status).toBe(404);
    expect((await put(ana, { image: null })).status).toBe(200);
    expect(await coverOf()).toBeNull();

    // Deleted, the playlist's uploaded cover goes with it; one another playlist still shows stays.
    const last = await publicUpload(ana, PNG);
    await put(ana, { image: last });
    const { playlist: twin } = playlistResponseSchema.parse(
      (await ana.post('/api/v1/playlists', { name: 'Twin', image: last })).json,
    );
    expect((await ana.request(`/api/v1/playlists/${playlist.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await guest.get(last)).status).toBe(200);
    expect((await ana.request(`/api/v1/playlists/${twin.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await guest.get(last)).status).toBe(404);
  });
});

describe('the player', () => {
  it('continues an album queue after its last track, and ends it', async () => {
    const harbor = await trackId('Harbor Lights');
    const next = await guest.post('/api/v1/player/tracks', {
      queueId: `album.${await albumOf(harbor)}`,
      lastTrackId: harbor,
    });
    expect(playerTracksResponseSchema.parse(next.json).tracks.map((track) => track.name)).toEqual([
      'Undertow',
    ]);
    const undertow = await trackId('Undertow');
    const end = await guest.post('/api/v1/player/tracks', {
      queueId: `album.${await albumOf(harbor)}`,
      lastTrackId: undertow,
    });
    expect(playerTracksResponseSchema.parse(end.json).tracks).toEqual([]);
    expect((await guest.post('/api/v1/player/tracks', { queueId: 'nothing', lastTrackId: 1 })).status).toBe(
      422,
    );
  });

  it('logs a play into the count and the listener’s history', async () => {
    const embers = await trackId('Embers');
    const before = trackResponseSchema.parse((await guest.get(`/api/v1/tracks/${embers}`)).json).track.plays;
    expect((await ana.post(`/api/v1/tracks/plays/${embers}/log`, { queueId: 'genre.folk' })).status).toBe(
      200,
    );
    const after = trackResponseSchema.parse((await guest.get(`/api/v1/tracks/${embers}`)).json).track.plays;
    expect(after).toBe(before + 1);
    const history = (await ana.get('/api/v1/users/me/history')).json as {
      pagination: { data: { id: number }[] };
    };
    expect(history.pagination.data[0]?.id).toBe(embers);
    expect((await ana.post('/api/v1/tracks/plays/9999/log', {})).status).toBe(404);
  });

  it('refuses the stream and the play log with a clear 403 without music.play', async () => {
    const { db } = app.server.services;
    const [guestRole] = await db.select().from(roles).where(eq(roles.guests, true));
    const [play] = await db.select().from(permissions).where(eq(permissions.name, 'music.play'));
    if (!guestRole || !play) throw new Error('The guest role or music.play is missing');
    const grant = and(eq(permissionRole.role_id, guestRole.id), eq(permissionRole.permission_id, play.id));
    await db.delete(permissionRole).where(grant);
    try {
      const pulse = await trackId('Pulse');
      const stream = await guest.get(`/api/v1/tracks/${pulse}/stream`);
      expect(stream.status).toBe(403);
      expect((stream.json as { message: string }).message).toMatch(/cannot play music/);
      expect((await guest.post(`/api/v1/tracks/plays/${pulse}/log`, {})).status).toBe(403);
      // Browsing stays open: music.view is public.
      expect((await guest.get(`/api/v1/tracks/${pulse}`)).status).toBe(200);
    } finally {
      await db.insert(permissionRole).values({ role_id: guestRole.id, permission_id: play.id });
    }
  });
});

async function albumOf(id: number): Promise<number> {
  const { track } = trackResponseSchema.parse((await guest.get(`/api/v1/tracks/${id}`)).json);
  if (track.album_id === null) throw new Error('The track has no album');
  return track.album_id;
}

describe('comments', () => {
  it('pins a comment on the waveform and notifies its author of a reply', async () => {
    const river = await trackId('River Song');
    const payload = {
      commentable_id: river,
      commentable_type: 'track',
      content: 'That chorus!',
      position: 0.4,
    };
    expect((await guest.post('/api/v1/comments', payload)).status).toBe(401);
    const posted = await ana.post('/api/v1/comments', payload);
    expect(posted.status).toBe(201);
    const { comment } = commentResponseSchema.parse(posted.json);
    const reply = await ben.post('/api/v1/comments', {
      ...payload,
      content: 'Agreed',
      parent_id: comment.id,
    });
    expect(commentResponseSchema.parse(reply.json).comment).toMatchObject({ depth: 1, position: 0.4 });
    const wave = waveResponseSchema.parse((await guest.get(`/api/v1/tracks/${river}/wave`)).json);
    expect(wave.comments.map((pinned) => pinned.content)).toEqual(['That chorus!']);
    const thread = commentListResponseSchema.parse(
      (await guest.get(`/api/v1/tracks/${river}/comments`)).json,
    );
    expect(thread.pagination.data.map((entry) => entry.content)).toEqual(['That chorus!', 'Agreed']);

    const inbox = notificationListResponseSchema.parse((await ana.get('/api/v1/notifications')).json);
    const notice = inbox.pagination.data.find((notification) => notification.type === 'comment_reply');
    expect(notice?.data.lines[0]?.content).toContain(
      'replied to your comment on <strong>River Song</strong>',
    );

    expect((await ben.request(`/api/v1/comments/${comment.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await ana.request(`/api/v1/comments/${comment.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await ana.post('/api/v1/comments', { ...payload, commentable_id: 9999 })).status).toBe(422);
  });

  it('keeps a comment a moderator deleted in its thread without its words, and off the waveform', async () => {
    const river = await trackId('River Song');
    const payload = {
      commentable_id: river,
      commentable_type: 'track',
      content: 'Rude words',
      position: 0.2,
    };
    const { comment } = commentResponseSchema.parse((await ana.post('/api/v1/comments', payload)).json);
    await ben.post('/api/v1/comments', { ...payload, content: 'Steady on', parent_id: comment.id });
    await app.server.services.db.update(comments).set({ deleted: true }).where(eq(comments.id, comment.id));

    const thread = commentListResponseSchema.parse((await guest.get(`/api/v1/tracks/${river}/comments`)).json)
      .pagination.data;
    const kept = thread.find((entry) => entry.id === comment.id);
    expect(kept).toMatchObject({ deleted: true, content: '' });
    expect(thread.map((entry) => entry.content)).toContain('Steady on');
    const wave = waveResponseSchema.parse((await guest.get(`/api/v1/tracks/${river}/wave`)).json);
    expect(wave.comments.map((pinned) => pinned.id)).not.toContain(comment.id);
  });
});

describe('follows and profiles', () => {
  it('tells the followers of an artist about its new album', async () => {
    const answer = await guest.get('/api/v1/search/artists?query=Willow');
    const artistId = searchTypeResponseSchemas.artists.parse(answer.json).pagination.data[0]?.id;
    await ben.post('/api/v1/users/me/add-to-library', {
      likeables: [{ likeable_id: artistId, likeable_type: 'artist' }],
    });
    const released = await admin.post('/api/v1/albums', { name: 'Autumn Porch', artist_ids: [artistId] });
    expect(released.status).toBe(201);
    const inbox = notificationListResponseSchema.parse((await ben.get('/api/v1/notifications')).json);
    const notice = inbox.pagination.data.find((notification) => notification.type === 'new_release');
    expect(notice?.data.lines.map((line) => line.content)).toEqual([
      '<strong>Willow Creek</strong> released a new album.',
      '<em>Autumn Porch</em>',
    ]);
    const others = notificationListResponseSchema.parse((await ana.get('/api/v1/notifications')).json);
    expect(others.pagination.data.some((notification) => notification.type === 'new_release')).toBe(false);
  });

  it('follows a user and shows the profile with its tabs', async () => {
    expect((await ben.post(`/api/v1/users/${anaId}/follow`)).status).toBe(200);
    expect((await ana.post(`/api/v1/users/${anaId}/follow`)).status).toBe(422);
    expect((await guest.post(`/api/v1/users/${anaId}/follow`)).status).toBe(401);
    const profile = userProfileResponseSchema.parse((await ben.get(`/api/v1/user-profile/${anaId}`)).json);
    expect(profile.is_following).toBe(true);
    expect(profile.user.followers_count).toBe(1);
    expect(profile.user).not.toHaveProperty('email');
    const followers = userListResponseSchema.parse(
      (await guest.get(`/api/v1/user-profile/${anaId}/followers`)).json,
    );
    expect(followers.pagination.data.map((user) => user.name)).toEqual(['Listener']);
    const playlists = (await guest.get(`/api/v1/user-profile/${anaId}/playlists`)).json as {
      pagination: { data: { public: boolean }[] };
    };
    expect(playlists.pagination.data.every((playlist) => playlist.public)).toBe(true);
    expect((await guest.get(`/api/v1/user-profile/${anaId}/secrets`)).status).toBe(404);
    expect((await guest.get('/api/v1/user-profile/9999')).status).toBe(404);
    await ben.post(`/api/v1/users/${anaId}/unfollow`);
    const after = userProfileResponseSchema.parse((await ben.get(`/api/v1/user-profile/${anaId}`)).json);
    expect(after.is_following).toBe(false);
  });
});
