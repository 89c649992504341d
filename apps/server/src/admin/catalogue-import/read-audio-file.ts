import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { Readable } from 'node:stream';
import type { ImportAudioFormat, ImportProposal } from '@tonearm/client/contract';
import { type IAudioMetadata, type ICommonTagsResult, parseFile, parseStream } from 'music-metadata';
import { type StreamableVerdict, streamableVerdict } from './streamable-formats';

/** What an audio file holds, read from its bytes. */
export interface AudioFileReading {
  verdict: StreamableVerdict;
  format: ImportAudioFormat;
  proposal: ImportProposal;
  replayGainPeak: number | null;
  /** The album's ReplayGain (REPLAYGAIN_ALBUM_GAIN, in dB) and peak (REPLAYGAIN_ALBUM_PEAK, linear), when tagged. */
  albumReplayGainDb: number | null;
  albumReplayGainPeak: number | null;
  cover: { mime: string; data: Uint8Array } | null;
}

const clean = (value: string | undefined | null): string | null => {
  const text = value?.normalize('NFC').replace(/\s+/g, ' ').trim();
  return text ? text : null;
};

const unique = (values: readonly (string | undefined | null)[]): string[] => [
  ...new Map(
    values.map(clean).flatMap((value) => (value ? [[value.toLocaleLowerCase(), value] as const] : [])),
  ).values(),
];

/** The file's name without its extension: the title of a file whose tags say none. */
export function titleFromFileName(fileName: string): string {
  const base = basename(fileName.replace(/\\/g, '/'));
  const title = clean(base.slice(0, base.length - extname(base).length)) ?? clean(base);
  return title ?? 'Untitled';
}

const lrcStamp = (ms: number) => {
  const minutes = Math.floor(ms / 60_000);
  const seconds = (ms % 60_000) / 1000;
  return `[${String(minutes).padStart(2, '0')}:${seconds.toFixed(2).padStart(5, '0')}]`;
};

const LRC_LINE = /^\s*\[\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?\]/m;

/** Synced lyrics as LRC when a tag carries timestamps (SYLT, an LRC text), else the plain words. */
function lyricsOf(common: ICommonTagsResult): { lyrics: string | null; synced: boolean } {
  const tags = common.lyrics ?? [];
  const timed = tags.find((tag) => tag.syncText?.some((line) => line.timestamp !== undefined));
  if (timed) {
    const lines = timed.syncText
      .filter((line) => line.timestamp !== undefined)
      .map((line) => `${lrcStamp(line.timestamp ?? 0)}${line.text}`);
    return { lyrics: lines.join('\n'), synced: true };
  }
  const text = tags.map((tag) => tag.text?.trim()).find((value) => value);
  if (!text) return { lyrics: null, synced: false };
  return { lyrics: text, synced: LRC_LINE.test(text) };
}

const positive = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

function proposalOf(common: ICommonTagsResult, fileName: string): ImportProposal {
  const artists = unique(common.artists?.length ? common.artists : [common.artist]);
  const { lyrics, synced } = lyricsOf(common);
  const year = positive(common.year);
  return {
    name: clean(common.title) ?? titleFromFileName(fileName),
    artists,
    album: clean(common.album),
    album_artist: clean(common.albumartist),
    number: positive(common.track.no),
    disc_number: positive(common.disk.no),
    genres: unique(common.genre ?? []),
    year: year !== null && year >= 1000 && year <= 9999 ? year : null,
    lyrics,
    lyrics_synced: synced,
  };
}

const finite = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const formatOf = (metadata: IAudioMetadata): ImportAudioFormat => {
  const { format, common } = metadata;
  const gain = common.replaygain_track_gain?.dB ?? format.trackGain;
  return {
    container: format.container ?? 'unknown',
    codec: format.codec ?? null,
    duration: Math.max(0, Math.round((format.duration ?? 0) * 1000)),
    bitrate: format.bitrate ? Math.round(format.bitrate) : null,
    sample_rate: format.sampleRate ? Math.round(format.sampleRate) : null,
    replay_gain_db: finite(gain),
  };
};

const COVER_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * Reads the tags and stream facts of `file`. The file must carry no extension of its own: music-metadata picks its
 * parser by extension first, and a mislabelled file must be read for what its bytes are. Tags it cannot make sense
 * of are read again without the tags (`null` values), so a file with broken tags still imports under its name.
 */
export async function readAudioFile(file: string, fileName: string): Promise<AudioFileReading | null> {
  let metadata: IAudioMetadata | null;
  try {
    metadata = await parseFile(file, { duration: true });
  } catch {
    metadata = await readWithoutTags(file);
  }
  if (!metadata) return null;
  const verdict = streamableVerdict(metadata.format.container, metadata.format.codec);
  const picture =
    metadata.common.picture?.find((candidate) => candidate.type?.toLowerCase().includes('front')) ??
    metadata.common.picture?.[0];
  const coverMime = picture?.format.toLowerCase().replace('image/jpg', 'image/jpeg');
  return {
    verdict,
    format: formatOf(metadata),
    proposal: proposalOf(metadata.common, fileName),
    replayGainPeak: finite(metadata.common.replaygain_track_peak?.ratio),
    albumReplayGainDb: finite(metadata.common.replaygain_album_gain?.dB ?? metadata.format.albumGain),
    albumReplayGainPeak: finite(metadata.common.replaygain_album_peak?.ratio),
    cover:
      picture && coverMime && COVER_TYPES.has(coverMime) ? { mime: coverMime, data: picture.data } : null,
  };
}

async function headOf(file: string, length: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(length);
    const { bytesRead } = await handle.read(head, 0, length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The stream facts of a file whose tags made the reader fail, read with the tags cut out: an ID3v2 tag in front of
 * MPEG audio, or every FLAC metadata block but STREAMINFO. `null` when the file is neither or still unreadable.
 */
async function readWithoutTags(file: string): Promise<IAudioMetadata | null> {
  const head = await headOf(file, 64 * 1024);
  let prefix: Buffer;
  let audioStart: number;
  let mimeType: string;
  if (head.toString('latin1', 0, 3) === 'ID3' && head.length >= 10) {
    const size = ((head[6] ?? 0) << 21) | ((head[7] ?? 0) << 14) | ((head[8] ?? 0) << 7) | (head[9] ?? 0);
    prefix = Buffer.alloc(0);
    audioStart = 10 + size;
    mimeType = 'audio/mpeg';
  } else if (head.toString('latin1', 0, 4) === 'fLaC' && head.length >= 42 && (head[4] ?? 0) % 128 === 0) {
    let offset = 4;
    for (let last = false; !last; ) {
      if (offset + 4 > head.length) return null;
      last = ((head[offset] ?? 0) & 0x80) !== 0;
      offset += 4 + head.readUIntBE(offset + 1, 3);
    }
    const streamInfo = Buffer.from(head.subarray(4, 42));
    streamInfo[0] = 0x80; // the only, so the last, metadata block
    prefix = Buffer.concat([Buffer.from('fLaC', 'latin1'), streamInfo]);
    audioStart = offset;
    mimeType = 'audio/flac';
  } else {
    return null;
  }
  async function* bytes() {
    yield prefix;
    yield* createReadStream(file, { start: audioStart });
  }
  try {
    return await parseStream(
      Readable.from(bytes(), { objectMode: false }),
      { mimeType },
      { duration: true, skipCovers: true },
    );
  } catch {
    return null;
  }
}
