import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AudioFileReading, readAudioFile, titleFromFileName } from './read-audio-file';
import { audioCorpus, TEST_COVER } from './test-support/audio-corpus';

let folder: string;
const readings = new Map<string, AudioFileReading | null>();

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'tag-corpus-'));
  let index = 0;
  for (const [name, bytes] of Object.entries(audioCorpus())) {
    // Stored without an extension, as the importer stages uploads, so the bytes decide the format.
    const file = join(folder, String(++index));
    await writeFile(file, bytes);
    readings.set(name, await readAudioFile(file, name));
  }
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const reading = (name: string) => {
  const found = readings.get(name);
  if (!found) throw new Error(`${name} was not read`);
  return found;
};

const FULL_PROPOSAL = {
  name: 'Night Drive',
  artists: ['Ana Lux', 'Bo Mar'],
  album: 'Roads',
  album_artist: 'Ana Lux',
  number: 3,
  disc_number: 2,
  genres: ['Synthwave'],
  year: 2021,
  lyrics: '[00:01.00]Headlights on\n[00:02.50]Into the night',
  lyrics_synced: true,
};

describe('reading tags of uploaded audio', () => {
  it.each(['id3v23.mp3', 'id3v24.mp3'])('reads every ID3v2 frame of %s, synced lyrics as LRC', (name) => {
    const found = reading(name);
    expect(found.proposal).toEqual(FULL_PROPOSAL);
    expect(found.format).toMatchObject({ container: 'MPEG', bitrate: 128_000, replay_gain_db: -6.5 });
    expect(found.format.duration).toBeGreaterThan(1900);
    expect(found.verdict).toEqual({ streamable: true, mime: 'audio/mpeg', extension: 'mp3' });
    expect(found.cover).toEqual({ mime: 'image/png', data: new Uint8Array(TEST_COVER) });
  });

  it('reads Vorbis comments and the picture block of FLAC, with its exact duration', () => {
    const found = reading('vorbis.flac');
    expect(found.proposal).toEqual(FULL_PROPOSAL);
    expect(found.format).toMatchObject({
      container: 'FLAC',
      duration: 2000,
      sample_rate: 22_050,
      replay_gain_db: -6.5,
    });
    expect(found.verdict).toMatchObject({ streamable: true, mime: 'audio/flac' });
    expect(found.cover?.mime).toBe('image/png');
  });

  it('reads MP4 atoms of an AAC file', () => {
    const found = reading('atoms.m4a');
    expect(found.proposal).toMatchObject({
      name: 'Night Drive',
      album: 'Roads',
      album_artist: 'Ana Lux',
      number: 3,
      disc_number: 2,
      genres: ['Synthwave'],
      year: 2021,
      lyrics: 'Headlights on',
      lyrics_synced: false,
    });
    expect(found.verdict).toMatchObject({ streamable: true, mime: 'audio/mp4' });
    expect(found.cover?.mime).toBe('image/png');
  });

  it.each(['id3v23.mp3', 'id3v24.mp3', 'vorbis.flac'])(
    'reads the track and album ReplayGain with their peaks from %s',
    (name) => {
      const found = reading(name);
      expect(found.format.replay_gain_db).toBe(-6.5);
      expect(found.replayGainPeak).toBeCloseTo(0.9, 6);
      expect(found.albumReplayGainDb).toBe(-4.25);
      expect(found.albumReplayGainPeak).toBeCloseTo(0.95, 6);
    },
  );

  it('knows no gain of a file that carries none', () => {
    expect(reading('no tags.mp3')).toMatchObject({
      replayGainPeak: null,
      albumReplayGainDb: null,
      albumReplayGainPeak: null,
    });
    expect(reading('no tags.mp3').format.replay_gain_db).toBeNull();
  });

  it('names ALAC as a format browsers cannot stream', () => {
    expect(reading('apple-lossless.m4a').verdict).toEqual({
      streamable: false,
      format: 'ALAC (Apple Lossless)',
    });
  });

  it('titles a file without tags after its name', () => {
    const found = reading('no tags.mp3');
    expect(found.proposal).toMatchObject({ name: 'no tags', artists: [], album: null, number: null });
    expect(found.verdict.streamable).toBe(true);
  });

  it.each([
    ['broken comments.flac', 'broken comments', 'FLAC'],
    ['broken id3.mp3', 'broken id3', 'MPEG'],
  ])('still reads the audio of %s, titled after the file', (name, title, container) => {
    const found = reading(name);
    expect(found.proposal.name).toBe(title);
    expect(found.format.container).toBe(container);
    expect(found.format.duration).toBeGreaterThan(900);
    expect(found.verdict.streamable).toBe(true);
  });

  it('reads a file by its bytes, not its extension', () => {
    const found = reading('actually an mp3.flac');
    expect(found.format.container).toBe('MPEG');
    expect(found.proposal.name).toBe('Night Drive');
  });

  it('reads an untagged WAV file as PCM', () => {
    const found = reading('plain.wav');
    expect(found.format).toMatchObject({ container: 'WAVE', codec: 'PCM', duration: 1000 });
    expect(found.proposal.name).toBe('plain');
  });

  it('reads nothing from a file that is not audio', () => {
    expect(readings.get('notes.txt.mp3')).toBeNull();
  });

  it('keeps every dot of a file name but the extension', () => {
    expect(titleFromFileName('01. Intro.v2.flac')).toBe('01. Intro.v2');
    expect(titleFromFileName('folder/Song')).toBe('Song');
  });
});
