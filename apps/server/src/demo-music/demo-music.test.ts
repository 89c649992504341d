import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectImageType } from '../storage/image-type';
import { planCatalogue } from './catalogue/plan';
import { renderAlbum } from './catalogue/render-album';
import type { DemoCatalogue, DemoTrack } from './catalogue-schema';
import { type GenerateOptions, generateCatalogue } from './generate';
import { SAMPLE_RATE } from './synth/dsp';
import { decodeWav } from './wav';

/** A live set (continuous) and a folk album with synced and plain words, with short tracks. */
const SMALL: GenerateOptions = {
  albums: ['kessler-grid/live-at-halle-9', 'wren-the-willows/salt-road-songs'],
  secondsPerTrack: [8, 10],
};
const EDGE_SAMPLES = Math.round(SAMPLE_RATE * 0.02);

let folder: string;
let catalogue: DemoCatalogue;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tonearm-demo-music-test-'));
  catalogue = await generateCatalogue(folder, SMALL);
}, 60_000);

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

function tracksOf(albumKey: string): DemoTrack[] {
  const album = catalogue.artists.flatMap((artist) => artist.albums).find((entry) => entry.key === albumKey);
  if (!album) throw new Error(`No album ${albumKey}`);
  return album.tracks;
}

function rms(samples: Float32Array, start: number, end: number): number {
  let sum = 0;
  for (let i = start; i < end; i++) sum += (samples[i] ?? 0) ** 2;
  return Math.sqrt(sum / (end - start));
}

/** -60 dBFS: quieter than this over 20 ms counts as a gap a listener would hear. */
const SILENCE = 0.001;

describe('the whole demo catalogue', () => {
  const plan = planCatalogue();
  const albums = plan.flatMap((artist) => artist.albums);
  const tracks = albums.flatMap((album) => album.tracks);

  it('has at least 8 artists, 12 albums and 60 tracks, with unique keys', () => {
    expect(plan.length).toBeGreaterThanOrEqual(8);
    expect(albums.length).toBeGreaterThanOrEqual(12);
    expect(tracks.length).toBeGreaterThanOrEqual(60);
    const keys = [...plan, ...albums, ...tracks].map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('plans every track between 40 and 90 seconds, in several keys and tempi per artist', () => {
    for (const album of albums) {
      for (const track of album.tracks) {
        const seconds = (track.plan.bars * album.style.beatsPerBar * 60) / track.bpm;
        expect(seconds, track.key).toBeGreaterThanOrEqual(40);
        expect(seconds, track.key).toBeLessThanOrEqual(85);
      }
    }
    for (const artist of plan) {
      const artistTracks = artist.albums.flatMap((album) => album.tracks);
      expect(new Set(artistTracks.map((track) => track.plan.tonic)).size, artist.key).toBeGreaterThan(1);
    }
    expect(new Set(tracks.map((track) => track.bpm)).size).toBeGreaterThan(20);
  });

  it('gives words to at least 8 tracks as synced lyrics and to some as plain lyrics', () => {
    expect(tracks.filter((track) => track.words?.synced).length).toBeGreaterThanOrEqual(8);
    expect(tracks.filter((track) => track.words && !track.words.synced).length).toBeGreaterThanOrEqual(2);
  });
});

describe('generated files', () => {
  it('writes every file under the folder, as absolute paths, images as PNG', () => {
    const images = [
      ...catalogue.genres.map((genre) => genre.imageFile),
      ...catalogue.playlists.map((playlist) => playlist.imageFile),
      ...catalogue.artists.flatMap((artist) => [
        artist.imageFile,
        ...artist.albums.map((album) => album.imageFile),
      ]),
    ];
    for (const path of images) {
      expect(isAbsolute(path) && path.startsWith(folder), path).toBe(true);
      expect(detectImageType(readFileSync(path))?.mime, path).toBe('image/png');
    }
    const albumImages = catalogue.artists.flatMap((artist) => artist.albums.map((album) => album.imageFile));
    const digests = albumImages.map((path) => createHash('sha256').update(readFileSync(path)).digest('hex'));
    expect(new Set(digests).size).toBe(albumImages.length);
  });

  it('writes WAV files whose header and length match durationMs, with a waveform from the samples', () => {
    for (const track of catalogue.artists.flatMap((artist) =>
      artist.albums.flatMap((album) => album.tracks),
    )) {
      const wav = decodeWav(readFileSync(track.audioFile));
      expect(track.mime).toBe('audio/wav');
      expect(wav.sampleRate).toBe(SAMPLE_RATE);
      expect(Math.abs((wav.frames * 1000) / wav.sampleRate - track.durationMs)).toBeLessThanOrEqual(0.5);
      expect(track.waveform).toHaveLength(200);
      expect(Math.max(...track.waveform)).toBeGreaterThan(0.5);
      expect(track.waveform.every((peak) => peak >= 0 && peak <= 1)).toBe(true);
      // No DC offset: it would click where the file starts and stops.
      const mean = wav.samples.reduce((sum, value) => sum + value, 0) / wav.frames;
      expect(Math.abs(mean), track.key).toBeLessThan(0.005);
      // Sound from the first 20 ms: no encoder delay or silence before the music.
      expect(rms(wav.samples, 0, EDGE_SAMPLES), track.key).toBeGreaterThan(SILENCE);
      // The file ends where the ring-out does: no trailing digital silence.
      expect(Math.max(...wav.samples.subarray(-EDGE_SAMPLES).map(Math.abs)), track.key).toBeGreaterThan(0);
    }
  });

  it('leaves no gap between the tracks of a continuous album, which join sample for sample', () => {
    const tracks = tracksOf('kessler-grid/live-at-halle-9');
    const decoded = tracks.map((track) => decodeWav(readFileSync(track.audioFile)).samples);
    decoded.forEach((samples, index) => {
      expect(rms(samples, 0, EDGE_SAMPLES), `start of ${index + 1}`).toBeGreaterThan(SILENCE);
      expect(
        rms(samples, samples.length - EDGE_SAMPLES, samples.length),
        `end of ${index + 1}`,
      ).toBeGreaterThan(SILENCE);
      const next = decoded[index + 1];
      if (!next) return;
      // The step across the join is no larger than the steps the music itself takes within the track: no click.
      const step = Math.abs((next[0] ?? 0) - (samples[samples.length - 1] ?? 0));
      let largest = 0;
      for (let i = 1; i < samples.length; i++)
        largest = Math.max(largest, Math.abs((samples[i] ?? 0) - (samples[i - 1] ?? 0)));
      expect(step).toBeLessThanOrEqual(largest);
    });
  });

  it('writes synced lyrics as sorted LRC inside the track, and plain lyrics as text', () => {
    const tracks = tracksOf('wren-the-willows/salt-road-songs');
    const synced = tracks.filter((track) => track.lyrics?.synced);
    expect(synced.map((track) => track.name)).toEqual(['Salt Road', 'The Weaver', 'Whitethorn']);
    for (const track of synced) {
      const lines = (track.lyrics?.text ?? '').split('\n');
      expect(lines.length).toBeGreaterThan(0);
      const times = lines.map((line) => {
        const match = /^\[(\d{2}):(\d{2})\.(\d{2})\](.+)$/.exec(line);
        if (!match) throw new Error(`Not an LRC line: ${line}`);
        return Number(match[1]) * 60_000 + Number(match[2]) * 1000 + Number(match[3]) * 10;
      });
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(new Set(times).size).toBe(times.length);
      expect(times.every((time) => time >= 0 && time < track.durationMs)).toBe(true);
    }
    const plain = tracks.find((track) => track.name === 'Home by the Shore');
    expect(plain?.lyrics?.synced).toBe(false);
    expect(plain?.lyrics?.text).toContain('There is a light in the window at home');
  });

  it('lists playlists of existing tracks and the genres and tags in use', () => {
    const keys = new Set(
      catalogue.artists.flatMap((artist) => artist.albums.flatMap((album) => album.tracks.map((t) => t.key))),
    );
    for (const playlist of catalogue.playlists) {
      expect(playlist.trackKeys.length).toBeGreaterThan(0);
      expect(playlist.trackKeys.every((key) => keys.has(key))).toBe(true);
    }
    expect(catalogue.genres.map((genre) => genre.name).sort()).toEqual(['folk', 'techno']);
    expect(catalogue.tags).toContain('live');
  });
});

describe('generation', () => {
  it('renders the same samples every time', () => {
    const [album] = planCatalogue({
      albums: ['pixel-parade/cartridge-summer'],
      secondsPerTrack: [6, 8],
    }).flatMap((a) => a.albums);
    if (!album) throw new Error('No album');
    const once = { ...album, tracks: album.tracks.slice(0, 1) };
    const [first] = renderAlbum(once);
    const [second] = renderAlbum(once);
    expect(first?.samples.length).toBeGreaterThan(0);
    expect(
      Buffer.from(first?.samples.buffer ?? new ArrayBuffer(0)).equals(
        Buffer.from(second?.samples.buffer ?? new ArrayBuffer(0)),
      ),
    ).toBe(true);
  });

  it('reuses the files of an earlier run instead of writing them again', async () => {
    const audio = tracksOf('wren-the-willows/salt-road-songs')[0]?.audioFile ?? '';
    const writtenAt = statSync(audio).mtimeMs;
    const again = await generateCatalogue(folder, SMALL);
    expect(again).toEqual(catalogue);
    expect(statSync(audio).mtimeMs).toBe(writtenAt);
  });

  it('generates again when a file of the earlier run is damaged', async () => {
    const audio = tracksOf('wren-the-willows/salt-road-songs')[0]?.audioFile ?? '';
    const original = readFileSync(audio);
    writeFileSync(audio, original.subarray(0, 100));
    const again = await generateCatalogue(folder, SMALL);
    expect(again).toEqual(catalogue);
    expect(readFileSync(audio).equals(original)).toBe(true);
  }, 60_000);
});
