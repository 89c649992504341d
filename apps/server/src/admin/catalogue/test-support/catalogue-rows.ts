import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { albums, artistAlbum, artists, artistTrack, tracks } from '../../../db/schema';
import type { TestServer } from '../../../test-support/test-server';

// The 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAghHq8wAAAABJRU5ErkJggg==',
  'base64',
);
let made = 0;

/** Stores a picture on the public disk as the catalogue does; answers its served path. */
export const storedImage = (app: TestServer, folder: string) =>
  app.server.services.storage.save(folder, PNG, 'png');

/** Writes an audio file under the data folder; answers its path relative to it, as tracks keep it. */
export async function storedAudio(app: TestServer): Promise<string> {
  const relative = `admin-test-audio/track-${++made}.wav`;
  await mkdir(join(app.dataDir, 'admin-test-audio'), { recursive: true });
  await writeFile(join(app.dataDir, relative), Buffer.from('RIFF....WAVE'));
  return relative;
}

export interface MadeAlbum {
  artistId: number;
  albumId: number;
  trackIds: number[];
  /** The album's cover, the artist's picture and each track's audio, as stored. */
  albumImage: string;
  artistImage: string;
  audio: string[];
}

/** An artist with its own picture and one album with its own cover and `trackNames`, each with its own audio file. */
export async function makeAlbum(
  app: TestServer,
  name: string,
  trackNames: string[],
  options: { plays?: number[]; artistName?: string } = {},
): Promise<MadeAlbum> {
  const { db } = app.server.services;
  const artistImage = await storedImage(app, 'artists');
  const albumImage = await storedImage(app, 'albums');
  const [artist] = await db
    .insert(artists)
    .values({ name: options.artistName ?? `${name} artist`, image: artistImage })
    .returning({ id: artists.id });
  const [album] = await db
    .insert(albums)
    .values({ name, image: albumImage, release_date: '2026-02-01' })
    .returning({ id: albums.id });
  if (!artist || !album) throw new Error('The album was not made');
  await db.insert(artistAlbum).values({ artist_id: artist.id, album_id: album.id });
  const audio: string[] = [];
  const trackIds: number[] = [];
  for (const [index, trackName] of trackNames.entries()) {
    const path = await storedAudio(app);
    audio.push(path);
    const [track] = await db
      .insert(tracks)
      .values({
        name: trackName,
        number: index + 1,
        duration: 1000 * (index + 1),
        album_id: album.id,
        audio_path: path,
        mime: 'audio/wav',
        plays: options.plays?.[index] ?? 0,
      })
      .returning({ id: tracks.id });
    if (!track) throw new Error('The track was not made');
    trackIds.push(track.id);
    await db.insert(artistTrack).values({ artist_id: artist.id, track_id: track.id });
  }
  return { artistId: artist.id, albumId: album.id, trackIds, albumImage, artistImage, audio };
}
