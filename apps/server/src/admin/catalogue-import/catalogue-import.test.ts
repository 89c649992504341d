import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  adminAlbumResponseSchema,
  albumResponseSchema,
  type CatalogueImport,
  type CatalogueImportPublishBody,
  catalogueImportPublishResponseSchema,
  catalogueImportResponseSchema,
  fileEntryResponseSchema,
} from '@tonearm/client/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { DEFAULT_ADMIN_EMAIL } from '../../config/env';
import {
  artists,
  likes,
  lyrics,
  notificationSubscriptions,
  notifications,
  serverObjects,
  tracks,
  users,
} from '../../db/schema';
import { mailsTo } from '../../test-support/mailbox';
import { registerListener } from '../../test-support/register-listener';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import {
  ADMIN_AUDIENCES,
  type AdminAudience,
  adminAudiences,
  expectedAdminStatus,
  signInAdmin,
  signInWithPermissions,
} from '../test-support/admin-audiences';
import { CATALOGUE_IMPORT_PERMISSION } from './catalogue-import-routes';
import { catalogueImports } from './import-tables';
import { publishImports } from './publish-imports';
import { IMPORTED_MUSIC_FOLDER } from './stage-audio';
import { FULL_TAGS } from './test-support/audio-corpus';
import { type AudioTags, taggedFlac, taggedMp3, taggedMp4, toneSamples } from './test-support/tagged-audio';

let app: TestServer;
let admin: TestVisitor;

beforeAll(async () => {
  app = await startTestServer();
  admin = await signInAdmin(app);
}, 60_000);
afterAll(() => app?.stop());

const db = () => app.server.services.db;
const errorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) });

async function uploadEntry(visitor: TestVisitor, bytes: Uint8Array, name: string): Promise<number> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
  form.set('clientExtension', name.split('.').pop() ?? '');
  const answer = await visitor.post('/api/v1/file-entries', form);
  expect(answer.status, answer.text).toBe(201);
  return fileEntryResponseSchema.parse(answer.json).fileEntry.id;
}

async function importFile(bytes: Uint8Array, name: string, visitor = admin): Promise<CatalogueImport> {
  const file_entry_id = await uploadEntry(visitor, bytes, name);
  const answer = await visitor.post('/api/v1/admin/catalogue-import/files', { file_entry_id });
  expect(answer.status, answer.text).toBe(201);
  return catalogueImportResponseSchema.parse(answer.json).import;
}

async function publish(body: CatalogueImportPublishBody) {
  const answer = await admin.post('/api/v1/admin/catalogue-import/publish', body);
  expect(answer.status, answer.text).toBe(201);
  return catalogueImportPublishResponseSchema.parse(answer.json);
}

const asTrack = (found: CatalogueImport) => ({
  import_id: found.id,
  ...found.proposal,
  artists: found.proposal.artists.length > 0 ? found.proposal.artists : ['Unknown artist'],
});

/** Imported music on the local uploads disk (the test server stores no bucket), with what waits on its way there. */
const catalogueAudio = async () => [
  ...(await readdir(join(app.server.services.env.DATA_DIR, 'uploads', IMPORTED_MUSIC_FOLDER)).catch(
    () => [],
  )),
  ...(await readdir(join(app.server.services.env.DATA_DIR, 'incoming')).catch(() => [])),
];

let unique = 0;
/** Tags of a file no other test uploads, so content hashes never collide across tests. */
const fresh = (tags: AudioTags = {}): AudioTags => ({ ...FULL_TAGS, title: `Song ${++unique}`, ...tags });

describe('admin catalogue import', () => {
  it.each(ADMIN_AUDIENCES)(
    'checks music.create in the admin area on every endpoint for %s',
    async (audience) => {
      const visitor = (await adminAudiences(app, CATALOGUE_IMPORT_PERMISSION))[audience as AdminAudience];
      const calls: [string, string, number][] = [
        ['GET', 'admin/catalogue-import/files', 200],
        ['POST', 'admin/catalogue-import/files', 422],
        ['POST', 'admin/catalogue-import/publish', 422],
        ['POST', 'admin/catalogue-import/discard', 422],
      ];
      for (const [method, path, allowed] of calls) {
        const answer = await visitor.request(`/api/v1/${path}`, {
          method,
          body: method === 'POST' ? {} : undefined,
        });
        expect(answer.status, `${method} ${path}`).toBe(expectedAdminStatus(audience, allowed));
      }
    },
  );

  it('proposes a track from an MP3’s ID3v2 tags, with its cover and waveform', async () => {
    const found = await importFile(taggedMp3(fresh({ title: 'Proposed' }), { version: 4 }), 'proposed.mp3');
    expect(found.proposal).toMatchObject({
      name: 'Proposed',
      artists: ['Ana Lux', 'Bo Mar'],
      album: 'Roads',
      number: 3,
      disc_number: 2,
      lyrics_synced: true,
    });
    expect(found.format).toMatchObject({ container: 'MPEG', bitrate: 128_000, replay_gain_db: -6.5 });
    expect(found.waveform).toHaveLength(200);
    expect(found.duplicate_of).toBeNull();
    const cover = await admin.get(found.cover ?? '');
    expect(cover.status).toBe(200);
  });

  it('flags the same audio uploaded again, before and after it is published', async () => {
    const bytes = taggedFlac(fresh({ title: 'Twice' }), toneSamples(1, 22_050));
    const first = await importFile(bytes, 'twice.flac');
    const second = await importFile(bytes, 'twice again.flac');
    expect(second.duplicate_of).toEqual({ kind: 'import', id: first.id, name: 'twice.flac' });
    const { tracks: published } = await publish({ tracks: [asTrack(first)] });
    const third = await importFile(bytes, 'twice thrice.flac');
    expect(third.duplicate_of).toEqual({ kind: 'track', id: published[0]?.id, name: 'Twice' });
  });

  it('refuses a format browsers cannot stream, naming it, and keeps nothing of it', async () => {
    const before = await catalogueAudio();
    const file_entry_id = await uploadEntry(admin, taggedMp4(fresh(), { codec: 'alac' }), 'lossless.m4a');
    const answer = await admin.post('/api/v1/admin/catalogue-import/files', { file_entry_id });
    expect(answer.status).toBe(422);
    expect(errorSchema.parse(answer.json).errors.file_entry_id?.[0]).toMatch(
      /^ALAC \(Apple Lossless\) audio cannot be streamed/,
    );
    expect(await catalogueAudio()).toEqual(before);
    const notAudio = await uploadEntry(admin, new TextEncoder().encode('words '.repeat(500)), 'words.mp3');
    const refused = await admin.post('/api/v1/admin/catalogue-import/files', { file_entry_id: notAudio });
    expect(refused.status).toBe(422);
    expect(errorSchema.parse(refused.json).message).toMatch(/not audio the server can read/);
  });

  it('refuses another user’s file entry', async () => {
    const listener = await registerListener(app.url, 'import-owner@example.com', 'correct horse battery');
    const theirs = await uploadEntry(listener, taggedMp3(fresh(), { version: 3 }), 'theirs.mp3');
    const answer = await admin.post('/api/v1/admin/catalogue-import/files', { file_entry_id: theirs });
    expect(answer.status).toBe(422);
  });

  it('publishes a track that matches its artist by normalised name, plays, is found, and tells followers', async () => {
    const [artist] = await db().insert(artists).values({ name: 'Cora Vale' }).returning();
    const follower = await registerListener(app.url, 'cora-fan@example.com', 'correct horse battery');
    const [fan] = await db().select().from(users).where(eq(users.email, 'cora-fan@example.com'));
    if (!artist || !fan) throw new Error('The artist or follower was not created');
    await db().insert(likes).values({ user_id: fan.id, likeable_type: 'artist', likeable_id: artist.id });
    // The follower keeps new releases in the app only.
    await db()
      .insert(notificationSubscriptions)
      .values({ user_id: fan.id, notif_id: 'new_release', channels: [] });
    const bytes = taggedMp3(fresh({ title: 'Zephyr Lights', artists: ['cora  VALE'], album: undefined }), {
      version: 3,
    });
    const found = await importFile(bytes, 'zephyr.mp3');
    const { tracks: published } = await publish({ tracks: [asTrack(found)] });
    const track = published[0];
    expect(track?.artists.map((credit) => credit.id)).toEqual([artist.id]);
    expect(track?.image).toBe(found.cover);
    const stream = await follower.get(`/api/v1/tracks/${track?.id}/stream`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-length')).toBe(String(bytes.length));
    const search = await follower.get('/api/v1/search/tracks?query=Zephyr');
    expect(search.text).toContain('Zephyr Lights');
    const [words] = await db()
      .select()
      .from(lyrics)
      .where(eq(lyrics.track_id, track?.id ?? 0));
    expect(words).toMatchObject({
      is_synced: true,
      text: '[00:01.00]Headlights on\n[00:02.50]Into the night',
    });
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, fan.id), eq(notifications.type, 'new_release')));
    expect(JSON.stringify(told.map((row) => row.data))).toContain('Zephyr Lights');
    expect(await mailsTo(db(), 'cora-fan@example.com')).toHaveLength(0);
    expect(await db().select().from(catalogueImports).where(eq(catalogueImports.id, found.id))).toEqual([]);
  });

  it('makes one album of several files in disc and track order', async () => {
    const files = [
      { title: 'Third', disc: 2, track: 1 },
      { title: 'First', disc: 1, track: 1 },
      { title: 'Second', disc: 1, track: 2 },
    ];
    const found = [];
    for (const file of files) {
      found.push(await importFile(taggedMp3(fresh(file), { version: 4 }), `${file.title}.mp3`));
    }
    const { albums } = await publish({
      tracks: found.map(asTrack),
      album: { name: 'Ordered Suite', artists: ['Ana Lux'], year: 2020 },
    });
    const answer = await admin.get(`/api/v1/albums/${albums[0]?.id}`);
    const album = albumResponseSchema.parse(answer.json).album;
    expect(album.tracks?.map((track) => track.name)).toEqual(['First', 'Second', 'Third']);
    // The listener's player levels each track, or the album as one, with the gains its file carried.
    expect(album.tracks?.[0]).toMatchObject({ replay_gain_db: -6.5, album_replay_gain_db: -4.25 });
    expect(album.tracks?.[0]?.replay_gain_peak).toBeCloseTo(0.9, 6);
    expect(album.tracks?.[0]?.album_replay_gain_peak).toBeCloseTo(0.95, 6);
    expect(album).toMatchObject({
      name: 'Ordered Suite',
      release_date: '2020-01-01',
      image: found[1]?.cover,
    });
  });

  it('leaves nothing half-published when a step fails, and keeps the imports for another try', async () => {
    const good = await importFile(taggedMp3(fresh({ title: 'Kept Whole' }), { version: 3 }), 'kept.mp3');
    const lost = await importFile(taggedMp3(fresh({ title: 'Lost Audio' }), { version: 3 }), 'lost.mp3');
    const [row] = await db().select().from(catalogueImports).where(eq(catalogueImports.id, lost.id));
    const { rm } = await import('node:fs/promises');
    await rm(join(app.server.services.env.DATA_DIR, 'uploads', row?.audio_path ?? ''));
    const answer = await admin.post('/api/v1/admin/catalogue-import/publish', {
      tracks: [asTrack(good), asTrack(lost)],
      album: { name: 'Never Made', artists: ['Nobody Yet'] },
    });
    expect(answer.status).toBe(422);
    expect(errorSchema.parse(answer.json).errors['tracks.1.import_id']?.[0]).toMatch(/lost\.mp3 is gone/);
    expect(await db().select().from(tracks).where(eq(tracks.name, 'Kept Whole'))).toEqual([]);
    expect(await db().select().from(artists).where(eq(artists.name, 'Nobody Yet'))).toEqual([]);
    expect(await db().select().from(catalogueImports).where(eq(catalogueImports.id, good.id))).toHaveLength(
      1,
    );
  });

  it('discards imports with their audio', async () => {
    const found = await importFile(taggedMp3(fresh(), { version: 3 }), 'discarded.mp3');
    const before = await catalogueAudio();
    const keptMusic = () => db().select().from(serverObjects).where(eq(serverObjects.disk, 'uploads'));
    const recordedBefore = await keptMusic();
    const answer = await admin.post('/api/v1/admin/catalogue-import/discard', { import_ids: [found.id] });
    expect(answer.json).toEqual({ discarded: 1 });
    expect(await catalogueAudio()).toHaveLength(before.length - 1);
    expect((await admin.get(found.cover ?? '')).status).toBe(404);
    expect(await keptMusic()).toHaveLength(recordedBefore.length - 1);
  });

  it('answers 422 for a publish naming a file twice or an empty artist', async () => {
    const found = await importFile(taggedMp3(fresh(), { version: 3 }), 'checked.mp3');
    const twice = await admin.post('/api/v1/admin/catalogue-import/publish', {
      tracks: [asTrack(found), asTrack(found)],
    });
    expect(twice.status).toBe(422);
    const noArtist = await admin.post('/api/v1/admin/catalogue-import/publish', {
      tracks: [{ ...asTrack(found), artists: [] }],
    });
    expect(noArtist.status).toBe(422);
  });

  describe('into a stored album, from its form', () => {
    async function storedAlbum(name: string) {
      const first = await importFile(taggedMp3(fresh({ title: `${name} one` }), { version: 3 }), 'one.mp3');
      const { albums } = await publish({
        tracks: [asTrack(first)],
        album: { name, artists: ['Ana Lux', 'Bo Mar'] },
      });
      const id = albums[0]?.id ?? 0;
      return { id, first };
    }
    const albumTracks = async (id: number) => {
      const answer = await admin.get(`/api/v1/admin/albums/${id}`);
      return adminAlbumResponseSchema.parse(answer.json).album.tracks;
    };

    it('appends the files after its last track in the order sent, crediting its artists when a file names none', async () => {
      const album = await storedAlbum('Grown Album');
      const untagged = await importFile(
        taggedMp3(fresh({ title: 'Zulu', artists: [] }), { version: 3 }),
        'zulu.mp3',
      );
      const tagged = await importFile(
        taggedMp3(fresh({ title: 'Alpha', artists: ['Cy Dane'], disc: 1, track: 1 }), { version: 3 }),
        'alpha.mp3',
      );
      expect(untagged.proposal.artists).toEqual([]);
      const { tracks: added } = await publish({
        tracks: [{ ...asTrack(untagged), artists: [] }, asTrack(tagged)],
        album_id: album.id,
      });
      expect(added.map((track) => [track.name, track.album_id])).toEqual([
        ['Zulu', album.id],
        ['Alpha', album.id],
      ]);
      expect(added[0]?.artists.map((credit) => credit.name)).toEqual(['Ana Lux', 'Bo Mar']);
      expect(added[1]?.artists.map((credit) => credit.name)).toEqual(['Cy Dane']);
      expect((await albumTracks(album.id)).map((track) => track.name)).toEqual([
        'Grown Album one',
        'Zulu',
        'Alpha',
      ]);
      const later = await importFile(taggedMp3(fresh({ title: 'Later' }), { version: 3 }), 'later.mp3');
      await publish({ tracks: [asTrack(later)], album_id: album.id });
      expect((await albumTracks(album.id)).map((track) => track.name).at(-1)).toBe('Later');
    });

    it('answers 422 for an album that does not exist, or one the caller may not edit, and publishes nothing', async () => {
      const album = await storedAlbum('Guarded Album');
      const found = await importFile(taggedMp3(fresh({ title: 'Refused' }), { version: 3 }), 'refused.mp3');
      const missing = await admin.post('/api/v1/admin/catalogue-import/publish', {
        tracks: [asTrack(found)],
        album_id: 999_999,
      });
      expect(missing.status).toBe(422);
      expect(errorSchema.parse(missing.json).errors.album_id).toEqual(['The selected album is invalid.']);
      const uploader = await signInWithPermissions(app, ['admin.access', CATALOGUE_IMPORT_PERMISSION]);
      const theirs = await importFile(
        taggedMp3(fresh({ title: 'Not Mine' }), { version: 3 }),
        'not-mine.mp3',
        uploader,
      );
      const forbidden = await uploader.post('/api/v1/admin/catalogue-import/publish', {
        tracks: [asTrack(theirs)],
        album_id: album.id,
      });
      expect(forbidden.status).toBe(422);
      expect(errorSchema.parse(forbidden.json).errors.album_id).toEqual([
        'You may not add tracks to this album.',
      ]);
      // An area whose route passes no album check (the backstage's) cannot add to any album.
      const [owner] = await db()
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, DEFAULT_ADMIN_EMAIL));
      await expect(
        publishImports(app.server.services, owner?.id ?? 0, { tracks: [asTrack(found)], album_id: album.id }),
      ).rejects.toMatchObject({
        status: 422,
        errors: { album_id: ['You may not add tracks to this album.'] },
      });
      const nameless = await admin.post('/api/v1/admin/catalogue-import/publish', {
        tracks: [{ ...asTrack(found), artists: [] }],
      });
      expect(errorSchema.parse(nameless.json).errors['tracks.0.artists']).toHaveLength(1);
      expect((await albumTracks(album.id)).map((track) => track.name)).toEqual(['Guarded Album one']);
      expect(await db().select().from(tracks).where(eq(tracks.name, 'Refused'))).toEqual([]);
    });

    it('refuses audio already published, naming its track, and keeps the album as it was', async () => {
      const album = await storedAlbum('Once Album');
      const bytes = taggedMp3(fresh({ title: 'Echo' }), { version: 3 });
      const original = await importFile(bytes, 'echo.mp3');
      await publish({ tracks: [asTrack(original)], album_id: album.id });
      const again = await importFile(bytes, 'echo again.mp3');
      const answer = await admin.post('/api/v1/admin/catalogue-import/publish', {
        tracks: [asTrack(again)],
        album_id: album.id,
      });
      expect(answer.status).toBe(422);
      expect(errorSchema.parse(answer.json).errors['tracks.0.import_id']).toEqual([
        'The same audio is already published as “Echo”.',
      ]);
      expect((await albumTracks(album.id)).map((track) => track.name)).toEqual(['Once Album one', 'Echo']);
    });
  });
});
