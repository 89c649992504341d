import {
  type CatalogueImport,
  catalogueImportPublishResponseSchema,
  catalogueImportResponseSchema,
  fileEntryResponseSchema,
  uploadMinutesResponseSchema,
  workspaceChoicesResponseSchema,
} from '@tonearm/client/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueImports } from '../../admin/catalogue-import/import-tables';
import { FULL_TAGS } from '../../admin/catalogue-import/test-support/audio-corpus';
import { type AudioTags, taggedMp3 } from '../../admin/catalogue-import/test-support/tagged-audio';
import { artists, likes, notificationSubscriptions, notifications, users } from '../../db/schema';
import { registerListener } from '../../test-support/register-listener';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import { type ArtistAccount, signInArtist } from './test-support/artist-accounts';

let app: TestServer;
const db = () => app.server.services.db;

beforeAll(async () => {
  app = await startTestServer();
}, 60_000);
afterAll(() => app?.stop());

let unique = 0;
const fresh = (tags: AudioTags = {}): AudioTags => ({ ...FULL_TAGS, title: `Demo ${++unique}`, ...tags });

async function uploadEntry(visitor: TestVisitor, bytes: Uint8Array, name: string): Promise<number> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
  form.set('clientExtension', 'mp3');
  const answer = await visitor.post('/api/v1/file-entries', form);
  expect(answer.status, answer.text).toBe(201);
  return fileEntryResponseSchema.parse(answer.json).fileEntry.id;
}

const readFile = (visitor: TestVisitor, file_entry_id: number) =>
  visitor.post('/api/v1/backstage/workspace/import/files', { file_entry_id });

async function importSeconds(
  artist: ArtistAccount,
  seconds: number,
  tags: AudioTags = {},
): Promise<CatalogueImport> {
  const entry = await uploadEntry(
    artist.visitor,
    taggedMp3(fresh(tags), { seconds, version: 3 }),
    'demo.mp3',
  );
  const answer = await readFile(artist.visitor, entry);
  expect(answer.status, answer.text).toBe(201);
  return catalogueImportResponseSchema.parse(answer.json).import;
}

const minutesOf = async (visitor: TestVisitor) =>
  uploadMinutesResponseSchema.parse((await visitor.get('/api/v1/backstage/workspace/minutes')).json).minutes;

describe('the upload minutes of music.create', () => {
  it('tells the minutes used and left, and refuses before the bytes a file that would go over', async () => {
    const artist = await signInArtist(app, { minutes: 1, artistName: 'Quota Band' });
    expect(await minutesOf(artist.visitor)).toEqual({ used: 0, limit: 1, left: 1 });
    const fits = await artist.visitor.post('/api/v1/backstage/workspace/uploads/check', {
      durations: [45_000],
    });
    expect(fits.status).toBe(200);
    await importSeconds(artist, 45);
    expect(await minutesOf(artist.visitor)).toMatchObject({ limit: 1, left: expect.closeTo(0.25, 1) });
    const over = await artist.visitor.post('/api/v1/backstage/workspace/uploads/check', {
      durations: [30_000],
    });
    expect(over.status).toBe(422);
    expect(over.json).toMatchObject({ errors: { durations: [expect.stringContaining('upload minutes')] } });
  });

  it('refuses and removes a file read over the minutes left, whatever the browser said', async () => {
    const artist = await signInArtist(app, { minutes: 1, artistName: 'Sneaky Band' });
    const entry = await uploadEntry(
      artist.visitor,
      taggedMp3(fresh(), { seconds: 70, version: 3 }),
      'long.mp3',
    );
    const answer = await readFile(artist.visitor, entry);
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({
      errors: { file_entry_id: [expect.stringContaining('upload minutes')] },
    });
    expect(
      await db().select().from(catalogueImports).where(eq(catalogueImports.owner_id, artist.userId)),
    ).toEqual([]);
    expect(await minutesOf(artist.visitor)).toMatchObject({ used: 0, left: 1 });
  });

  it('lets an account without the restriction upload without a limit', async () => {
    const artist = await signInArtist(app, { artistName: 'Open Band' });
    expect(await minutesOf(artist.visitor)).toEqual({ used: 0, limit: null, left: null });
  });
});

describe('publishing into the artist’s own artist', () => {
  it('credits what the tags name to the user’s own artist, publishes, and tells the artist’s followers', async () => {
    const artist = await signInArtist(app, { artistName: 'Harbour Lights' });
    const follower = await registerListener(app.url, 'harbour-fan@example.com', 'correct horse battery');
    const [fan] = await db().select().from(users).where(eq(users.email, 'harbour-fan@example.com'));
    if (!fan || artist.artistId === null) throw new Error('The follower or the artist was not created');
    await db()
      .insert(likes)
      .values({ user_id: fan.id, likeable_type: 'artist', likeable_id: artist.artistId });
    await db()
      .insert(notificationSubscriptions)
      .values({ user_id: fan.id, notif_id: 'new_release', channels: [] });

    const found = await importSeconds(artist, 3, { title: 'Tide Song', artists: ['Someone Famous'] });
    expect(found.proposal.artists).toEqual(['Harbour Lights']);
    const answer = await artist.visitor.post('/api/v1/backstage/workspace/import/publish', {
      tracks: [{ import_id: found.id, ...found.proposal, album: null }],
    });
    expect(answer.status, answer.text).toBe(201);
    const [track] = catalogueImportPublishResponseSchema.parse(answer.json).tracks;
    expect(track?.artists.map((credit) => credit.id)).toEqual([artist.artistId]);
    const own = await artist.visitor.get(`/api/v1/backstage/workspace/tracks/${track?.id}`);
    expect(own.status).toBe(200);
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, fan.id), eq(notifications.type, 'new_release')));
    expect(JSON.stringify(told.map((row) => row.data))).toContain('Tide Song');
    expect((await follower.get(`/api/v1/tracks/${track?.id}/stream`)).status).toBe(200);
  });

  it('refuses to credit an artist that is not the user’s, and creates no artist', async () => {
    const artist = await signInArtist(app, { artistName: 'Small Room' });
    const found = await importSeconds(artist, 2);
    const answer = await artist.visitor.post('/api/v1/backstage/workspace/import/publish', {
      tracks: [{ import_id: found.id, ...found.proposal, artists: ['Small Room', 'Big Star'] }],
    });
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({
      errors: { 'tracks.0.artists.1': ['Choose one of your own artists.'] },
    });
    expect(await db().select().from(artists).where(eq(artists.name, 'Big Star'))).toEqual([]);
  });

  it('adds files to one of the artist’s own albums after its tracks, and to no one else’s', async () => {
    const artist = await signInArtist(app, { artistName: 'Album Keeper' });
    const first = await importSeconds(artist, 2, { title: 'Opening' });
    const made = await artist.visitor.post('/api/v1/backstage/workspace/import/publish', {
      tracks: [{ import_id: first.id, ...first.proposal }],
      album: { name: 'Kept Together', artists: ['Album Keeper'] },
    });
    expect(made.status, made.text).toBe(201);
    const albumId = catalogueImportPublishResponseSchema.parse(made.json).tracks[0]?.album?.id;
    if (albumId === undefined) throw new Error('The album was not created');

    const second = await importSeconds(artist, 2, { title: 'Closing' });
    const added = await artist.visitor.post('/api/v1/backstage/workspace/import/publish', {
      tracks: [{ import_id: second.id, ...second.proposal }],
      album_id: albumId,
    });
    expect(added.status, added.text).toBe(201);
    const [track] = catalogueImportPublishResponseSchema.parse(added.json).tracks;
    expect(track).toMatchObject({ name: 'Closing', number: 2, album: { id: albumId } });

    const stranger = await signInArtist(app, { artistName: 'Album Stranger' });
    const theirs = await importSeconds(stranger, 2, { title: 'Gatecrash' });
    const refused = await stranger.visitor.post('/api/v1/backstage/workspace/import/publish', {
      tracks: [{ import_id: theirs.id, ...theirs.proposal }],
      album_id: albumId,
    });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ errors: { album_id: ['You may not add tracks to this album.'] } });
  });

  it('offers only the user’s own artists in the picker', async () => {
    const artist = await signInArtist(app, { artistName: 'Picker Own' });
    await signInArtist(app, { artistName: 'Picker Other' });
    const answer = await artist.visitor.get('/api/v1/backstage/workspace/artists?query=Picker');
    expect(workspaceChoicesResponseSchema.parse(answer.json)).toEqual({
      items: [{ id: artist.artistId, name: 'Picker Own' }],
      any_artist: false,
    });
  });
});
