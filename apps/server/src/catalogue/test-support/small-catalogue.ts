import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DemoCatalogue } from '../../seed/demo-catalogue';

/** A minimal valid WAV: 16-bit mono at 8 kHz, `samples` samples of a quiet ramp. */
function wav(samples: number): Uint8Array {
  const data = samples * 2;
  const buffer = Buffer.alloc(44 + data);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + data, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(8000, 24);
  buffer.writeUInt32LE(16000, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(data, 40);
  for (let index = 0; index < samples; index += 1) buffer.writeInt16LE((index % 200) - 100, 44 + index * 2);
  return buffer;
}

// The 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAghHq8wAAAABJRU5ErkJggg==',
  'base64',
);

export const SYNCED_LYRICS = '[00:00.50]Harbor lights\n[00:02.00]Call me home';

/**
 * A small catalogue in the generator's shape, its files written under `dataDir/demo-music`: two genres, three
 * artists, three albums of two tracks, synced lyrics on the first track and one playlist.
 */
export async function writeSmallCatalogue(dataDir: string): Promise<DemoCatalogue> {
  const folder = join(dataDir, 'demo-music');
  await mkdir(folder, { recursive: true });
  const png = join(folder, 'cover.png');
  await writeFile(png, PNG);
  const audio = join(folder, 'track.wav');
  await writeFile(audio, wav(4000));
  const track = (key: string, name: string, number: number, genre: string) => ({
    key,
    name,
    number,
    durationMs: 500,
    audioFile: audio,
    mime: 'audio/wav',
    genres: [genre],
    tags: ['night drive'],
    waveform: [0.1, 0.5, 1, 0.4],
  });
  return {
    genres: [
      { name: 'synthwave', displayName: 'Synthwave', imageFile: png },
      { name: 'folk', displayName: 'Folk', imageFile: png },
    ],
    tags: ['night drive', 'acoustic'],
    artists: [
      {
        key: 'neon',
        name: 'Neon Harbor',
        verified: true,
        bio: 'Analogue synths from the docks.',
        city: 'Rotterdam',
        country: 'Netherlands',
        links: [{ url: 'https://neonharbor.example', title: 'Website' }],
        genres: ['synthwave'],
        imageFile: png,
        albums: [
          {
            key: 'tidal',
            name: 'Tidal Memory',
            releaseDate: '2026-03-14',
            imageFile: png,
            genres: ['synthwave'],
            tags: ['night drive'],
            tracks: [
              {
                ...track('harbor', 'Harbor Lights', 1, 'synthwave'),
                lyrics: { synced: true, text: SYNCED_LYRICS },
              },
              track('undertow', 'Undertow', 2, 'synthwave'),
            ],
          },
        ],
      },
      {
        key: 'grid',
        name: 'Grid Runner',
        verified: false,
        bio: 'Night rides.',
        city: 'Lyon',
        country: 'France',
        links: [],
        genres: ['synthwave'],
        imageFile: png,
        albums: [
          {
            key: 'neon-nights',
            name: 'Neon Nights',
            releaseDate: '2025-10-01',
            imageFile: png,
            genres: ['synthwave'],
            tags: [],
            tracks: [
              track('pulse', 'Pulse', 1, 'synthwave'),
              track('overdrive', 'Overdrive', 2, 'synthwave'),
            ],
          },
        ],
      },
      {
        key: 'willow',
        name: 'Willow Creek',
        verified: false,
        bio: 'Songs from the porch.',
        city: 'Asheville',
        country: 'United States',
        links: [],
        genres: ['folk'],
        imageFile: png,
        albums: [
          {
            key: 'porch',
            name: 'Porch Songs',
            releaseDate: '2024-05-20',
            imageFile: png,
            genres: ['folk'],
            tags: ['acoustic'],
            tracks: [track('river', 'River Song', 1, 'folk'), track('embers', 'Embers', 2, 'folk')],
          },
        ],
      },
    ],
    playlists: [
      {
        name: 'Late drive',
        description: 'For the ring road after midnight.',
        imageFile: png,
        trackKeys: ['harbor', 'pulse', 'river'],
      },
    ],
  };
}
