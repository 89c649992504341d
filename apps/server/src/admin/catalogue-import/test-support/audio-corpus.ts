import { encodePng } from '../../../demo-music/png';
import {
  type AudioTags,
  id3v2Tag,
  plainWav,
  silentMp3Frames,
  taggedFlac,
  taggedMp3,
  taggedMp4,
  toneSamples,
} from './tagged-audio';

/** A 4 x 4 PNG cover. */
export const TEST_COVER = encodePng(4, 4, new Uint8Array(48).fill(180));

/** Every tag the importer reads, for one file. */
export const FULL_TAGS: AudioTags = {
  title: 'Night Drive',
  artists: ['Ana Lux', 'Bo Mar'],
  album: 'Roads',
  albumArtist: 'Ana Lux',
  track: 3,
  disc: 2,
  genres: ['Synthwave'],
  year: 2021,
  syncedLyrics: [
    { ms: 1000, text: 'Headlights on' },
    { ms: 2500, text: 'Into the night' },
  ],
  cover: TEST_COVER,
  replayGainDb: -6.5,
  replayGainPeak: 0.9,
  albumGainDb: -4.25,
  albumPeak: 0.95,
};

/** FLAC whose Vorbis comment block claims more comments than it holds. */
export function flacWithBrokenComments(): Buffer {
  const flac = taggedFlac({ title: 'Lost', artists: ['Nobody'] }, toneSamples(1, 22_050));
  const vendor = flac.indexOf('tonearm test support');
  flac.writeUInt32LE(0xffffff, vendor + 'tonearm test support'.length);
  return flac;
}

/** MPEG audio behind an ID3v2.4 tag whose first frame's size runs past the tag. */
export function mp3WithBrokenId3(): Buffer {
  const tag = id3v2Tag(4, { title: 'Ghost' });
  tag[11] = 0x7f;
  return Buffer.concat([tag, silentMp3Frames(2)]);
}

/** The corpus of small files the tag reader is tested on, by the name a user's file would have. */
export function audioCorpus(): Record<string, Buffer> {
  return {
    'id3v23.mp3': taggedMp3(FULL_TAGS, { version: 3 }),
    'id3v24.mp3': taggedMp3(FULL_TAGS, { version: 4 }),
    'vorbis.flac': taggedFlac(FULL_TAGS, toneSamples(2, 22_050)),
    'atoms.m4a': taggedMp4({ ...FULL_TAGS, syncedLyrics: undefined, lyrics: 'Headlights on' }),
    'apple-lossless.m4a': taggedMp4(FULL_TAGS, { codec: 'alac' }),
    'no tags.mp3': taggedMp3({}),
    'broken comments.flac': flacWithBrokenComments(),
    'broken id3.mp3': mp3WithBrokenId3(),
    'actually an mp3.flac': taggedMp3(FULL_TAGS, { version: 3 }),
    'plain.wav': plainWav(toneSamples(1, 22_050)),
    'notes.txt.mp3': Buffer.from('not audio at all, only words\n'.repeat(200)),
  };
}
