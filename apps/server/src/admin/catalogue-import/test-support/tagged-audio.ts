import { encodeWav } from '../../../demo-music/wav';

/**
 * Small audio files with real tags, written byte by byte so tests, the end-to-end suite and the import benchmark
 * need no encoder and no committed binaries: MPEG audio with ID3v2.3 or 2.4, FLAC with Vorbis comments and a
 * picture block, MP4 with iTunes atoms (AAC or ALAC sample entries) and plain WAV.
 */
export interface AudioTags {
  title?: string;
  artists?: string[];
  album?: string;
  albumArtist?: string;
  track?: number;
  disc?: number;
  genres?: string[];
  year?: number;
  lyrics?: string;
  /** Lines with their start in milliseconds, written as synced lyrics (SYLT in ID3, LRC in Vorbis comments). */
  syncedLyrics?: { ms: number; text: string }[];
  /** PNG bytes of the front cover. */
  cover?: Uint8Array;
  /** ReplayGain track gain in dB. */
  replayGainDb?: number;
  /** ReplayGain track peak, linear. */
  replayGainPeak?: number;
  /** ReplayGain album gain in dB. */
  albumGainDb?: number;
  /** ReplayGain album peak, linear. */
  albumPeak?: number;
}

/** The ReplayGain tags of `tags` by their Vorbis and TXXX names, as taggers write their values. */
const replayGainTags = (tags: AudioTags): [string, string | undefined][] => [
  [
    'REPLAYGAIN_TRACK_GAIN',
    tags.replayGainDb === undefined ? undefined : `${tags.replayGainDb.toFixed(2)} dB`,
  ],
  ['REPLAYGAIN_TRACK_PEAK', tags.replayGainPeak?.toFixed(6)],
  ['REPLAYGAIN_ALBUM_GAIN', tags.albumGainDb === undefined ? undefined : `${tags.albumGainDb.toFixed(2)} dB`],
  ['REPLAYGAIN_ALBUM_PEAK', tags.albumPeak?.toFixed(6)],
];

const ascii = (text: string) => Buffer.from(text, 'latin1');
const u32be = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value >>> 0);
  return out;
};
const u16be = (value: number) => {
  const out = Buffer.alloc(2);
  out.writeUInt16BE(value);
  return out;
};
const u32le = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32LE(value >>> 0);
  return out;
};

/** A tone that swells and fades, so waveforms of generated files are not flat. */
export function toneSamples(seconds: number, sampleRate: number, frequency = 330): Float32Array {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) {
    const t = i / sampleRate;
    const envelope = 0.15 + 0.75 * Math.abs(Math.sin((Math.PI * t) / Math.max(seconds, 0.001)));
    samples[i] = envelope * Math.sin(2 * Math.PI * frequency * t);
  }
  return samples;
}

const lrcStamp = (ms: number) => {
  const minutes = Math.floor(ms / 60_000);
  const seconds = (ms % 60_000) / 1000;
  return `[${String(minutes).padStart(2, '0')}:${seconds.toFixed(2).padStart(5, '0')}]`;
};

// --- ID3v2 ------------------------------------------------------------------------------------------------------

const synchsafe = (value: number) =>
  Buffer.from([(value >> 21) & 0x7f, (value >> 14) & 0x7f, (value >> 7) & 0x7f, value & 0x7f]);

function id3Frame(version: 3 | 4, id: string, body: Buffer): Buffer {
  return Buffer.concat([
    ascii(id),
    version === 4 ? synchsafe(body.length) : u32be(body.length),
    Buffer.alloc(2),
    body,
  ]);
}

/** Text in the frame's encoding: UTF-8 (3) in 2.4, UTF-16 with a BOM (1) in 2.3. */
function id3Text(version: 3 | 4, text: string, terminated = false): Buffer {
  const bytes =
    version === 4
      ? Buffer.from(text, 'utf8')
      : Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  if (!terminated) return bytes;
  return Buffer.concat([bytes, Buffer.alloc(version === 4 ? 1 : 2)]);
}

const encodingByte = (version: 3 | 4) => Buffer.from([version === 4 ? 3 : 1]);

/** An ID3v2.3 or 2.4 tag with the given frames. */
export function id3v2Tag(version: 3 | 4, tags: AudioTags): Buffer {
  const frames: Buffer[] = [];
  const text = (id: string, value: string | undefined) => {
    if (value)
      frames.push(id3Frame(version, id, Buffer.concat([encodingByte(version), id3Text(version, value)])));
  };
  // 2.4 separates several values with NUL; 2.3 has no such rule and players write "/".
  const many = (values: string[] | undefined) => values?.join(version === 4 ? '\u0000' : '/');
  text('TIT2', tags.title);
  text('TPE1', many(tags.artists));
  text('TALB', tags.album);
  text('TPE2', tags.albumArtist);
  text('TRCK', tags.track === undefined ? undefined : String(tags.track));
  text('TPOS', tags.disc === undefined ? undefined : String(tags.disc));
  text('TCON', many(tags.genres));
  text(version === 4 ? 'TDRC' : 'TYER', tags.year === undefined ? undefined : String(tags.year));
  for (const [name, value] of replayGainTags(tags)) {
    if (value === undefined) continue;
    frames.push(
      id3Frame(
        version,
        'TXXX',
        Buffer.concat([encodingByte(version), id3Text(version, name, true), id3Text(version, value)]),
      ),
    );
  }
  if (tags.lyrics) {
    frames.push(
      id3Frame(
        version,
        'USLT',
        Buffer.concat([
          encodingByte(version),
          ascii('eng'),
          id3Text(version, '', true),
          id3Text(version, tags.lyrics),
        ]),
      ),
    );
  }
  if (tags.syncedLyrics?.length) {
    const lines = tags.syncedLyrics.map((line) =>
      Buffer.concat([id3Text(version, line.text, true), u32be(line.ms)]),
    );
    // Timestamp format 2: milliseconds; content type 1: lyrics.
    frames.push(
      id3Frame(
        version,
        'SYLT',
        Buffer.concat([
          encodingByte(version),
          ascii('eng'),
          Buffer.from([2, 1]),
          id3Text(version, '', true),
          ...lines,
        ]),
      ),
    );
  }
  if (tags.cover) {
    frames.push(
      id3Frame(
        version,
        'APIC',
        Buffer.concat([
          Buffer.from([0]),
          ascii('image/png\u0000'),
          Buffer.from([3]),
          Buffer.from([0]),
          Buffer.from(tags.cover),
        ]),
      ),
    );
  }
  const body = Buffer.concat(frames);
  return Buffer.concat([ascii('ID3'), Buffer.from([version, 0, 0]), synchsafe(body.length), body]);
}

/** MPEG-1 Layer III frames, 128 kbit/s mono at 44.1 kHz, that decode to silence (empty side information). */
export function silentMp3Frames(seconds: number): Buffer {
  const frameBytes = 417; // 144 * 128000 / 44100, no padding
  const frames = Math.max(1, Math.round((seconds * 44_100) / 1152));
  const out = Buffer.alloc(frames * frameBytes);
  for (let i = 0; i < frames; i++) out.set([0xff, 0xfb, 0x90, 0xc0], i * frameBytes);
  return out;
}

/** An MP3 file: an ID3v2 tag (when `version` is given) in front of silent frames. */
export function taggedMp3(tags: AudioTags, options: { seconds?: number; version?: 3 | 4 } = {}): Buffer {
  const frames = silentMp3Frames(options.seconds ?? 2);
  return options.version === undefined ? frames : Buffer.concat([id3v2Tag(options.version, tags), frames]);
}

// --- FLAC -------------------------------------------------------------------------------------------------------

function crc8(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** FLAC's UTF-8-like coding of a frame number. */
function flacFrameNumber(value: number): Buffer {
  if (value < 0x80) return Buffer.from([value]);
  if (value < 0x800) return Buffer.from([0xc0 | (value >> 6), 0x80 | (value & 0x3f)]);
  return Buffer.from([0xe0 | (value >> 12), 0x80 | ((value >> 6) & 0x3f), 0x80 | (value & 0x3f)]);
}

function metadataBlock(type: number, body: Buffer, last: boolean): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt32BE(body.length);
  header[0] = (last ? 0x80 : 0) | type;
  return Buffer.concat([header, body]);
}

function vorbisComments(tags: AudioTags): string[] {
  const comments: string[] = [];
  const add = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') comments.push(`${key}=${value}`);
  };
  add('TITLE', tags.title);
  for (const artist of tags.artists ?? []) add('ARTIST', artist);
  add('ALBUM', tags.album);
  add('ALBUMARTIST', tags.albumArtist);
  add('TRACKNUMBER', tags.track);
  add('DISCNUMBER', tags.disc);
  for (const genre of tags.genres ?? []) add('GENRE', genre);
  add('DATE', tags.year);
  for (const [name, value] of replayGainTags(tags)) add(name, value);
  const synced = tags.syncedLyrics?.map((line) => `${lrcStamp(line.ms)}${line.text}`).join('\n');
  add('LYRICS', synced ?? tags.lyrics);
  return comments;
}

/** A FLAC file of 16-bit mono `samples` in verbatim subframes, with Vorbis comments and a front-cover picture. */
export function taggedFlac(tags: AudioTags, samples: Float32Array, sampleRate = 22_050): Buffer {
  const blockSize = 4096;
  const streamInfo = Buffer.alloc(34);
  streamInfo.writeUInt16BE(blockSize, 0);
  streamInfo.writeUInt16BE(blockSize, 2);
  // Sample rate (20 bits), channels - 1 (3 bits), bits per sample - 1 (5 bits), total samples (36 bits).
  const total = samples.length;
  streamInfo[10] = (sampleRate >> 12) & 0xff;
  streamInfo[11] = (sampleRate >> 4) & 0xff;
  streamInfo[12] = ((sampleRate & 0x0f) << 4) | (0 << 1) | ((15 >> 4) & 0x01);
  streamInfo[13] = ((15 & 0x0f) << 4) | Math.floor(total / 2 ** 32);
  streamInfo.writeUInt32BE(total % 2 ** 32, 14);
  const comments = vorbisComments(tags).map((comment) => Buffer.from(comment, 'utf8'));
  const vendor = Buffer.from('tonearm test support', 'utf8');
  const commentBlock = Buffer.concat([
    u32le(vendor.length),
    vendor,
    u32le(comments.length),
    ...comments.flatMap((comment) => [u32le(comment.length), comment]),
  ]);
  const blocks = [metadataBlock(0, streamInfo, false), metadataBlock(4, commentBlock, !tags.cover)];
  if (tags.cover) {
    const mime = ascii('image/png');
    const picture = Buffer.concat([
      u32be(3),
      u32be(mime.length),
      mime,
      u32be(0),
      u32be(0),
      u32be(0),
      u32be(0),
      u32be(0),
      u32be(tags.cover.length),
      Buffer.from(tags.cover),
    ]);
    blocks.push(metadataBlock(6, picture, true));
  }
  const frames: Buffer[] = [];
  for (let start = 0, index = 0; start < total; start += blockSize, index++) {
    const count = Math.min(blockSize, total - start);
    // Block size from the 16 bits after the header (0111), sample rate from STREAMINFO (0000); mono, 16 bits.
    const header = Buffer.concat([
      Buffer.from([0xff, 0xf8, 0x70, 0x08]),
      flacFrameNumber(index),
      u16be(count - 1),
    ]);
    const withCrc = Buffer.concat([header, Buffer.from([crc8(header)])]);
    const subframe = Buffer.alloc(1 + count * 2);
    subframe[0] = 0x02; // verbatim
    for (let i = 0; i < count; i++) {
      const value = Math.max(-32767, Math.min(32767, Math.round((samples[start + i] ?? 0) * 32767)));
      subframe.writeInt16BE(value, 1 + i * 2);
    }
    const frame = Buffer.concat([withCrc, subframe]);
    frames.push(frame, u16be(crc16(frame)));
  }
  return Buffer.concat([ascii('fLaC'), ...blocks, ...frames]);
}

// --- MP4 --------------------------------------------------------------------------------------------------------

function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  return Buffer.concat([u32be(8 + body.length), ascii(type), body]);
}

const fullBox = (type: string, ...children: Buffer[]) => box(type, Buffer.alloc(4), ...children);

const MDAT_BYTES = 1024;

function ilstItem(type: string, dataType: number, value: Buffer): Buffer {
  return box(type, box('data', u32be(dataType), u32be(0), value));
}

/**
 * An MP4 audio file (`.m4a`) with an `mp4a` (AAC) or `alac` sample entry and iTunes metadata atoms. Its `mdat` holds
 * no decodable audio: it serves tag reading and format checks, not playback.
 */
export function taggedMp4(
  tags: AudioTags,
  options: { codec?: 'mp4a' | 'alac'; seconds?: number; sampleSizes?: readonly number[] } = {},
): Buffer {
  const timescale = 44_100;
  const duration = Math.round((options.seconds ?? 2) * timescale);
  const mvhd = fullBox(
    'mvhd',
    u32be(0),
    u32be(0),
    u32be(timescale),
    u32be(duration),
    u32be(0x00010000),
    u16be(0x0100),
    Buffer.alloc(10),
    Buffer.concat([
      u32be(0x00010000),
      u32be(0),
      u32be(0),
      u32be(0),
      u32be(0x00010000),
      u32be(0),
      u32be(0),
      u32be(0),
      u32be(0x40000000),
    ]),
    Buffer.alloc(24),
    u32be(2),
  );
  const mdhd = fullBox(
    'mdhd',
    u32be(0),
    u32be(0),
    u32be(timescale),
    u32be(duration),
    u16be(0x55c4),
    u16be(0),
  );
  const hdlr = fullBox('hdlr', u32be(0), ascii('soun'), Buffer.alloc(12), Buffer.from([0]));
  const sampleEntry = box(
    options.codec ?? 'mp4a',
    Buffer.alloc(6),
    u16be(1),
    Buffer.alloc(8),
    u16be(2),
    u16be(16),
    u16be(0),
    u16be(0),
    u32be(timescale << 16),
  );
  const stbl = box(
    'stbl',
    fullBox('stsd', u32be(1), sampleEntry),
    fullBox('stts', u32be(1), u32be(1), u32be(duration)),
    options.sampleSizes
      ? fullBox('stsz', u32be(0), u32be(options.sampleSizes.length), ...options.sampleSizes.map(u32be))
      : fullBox('stsz', u32be(0), u32be(1), u32be(MDAT_BYTES)),
  );
  const matrix = Buffer.concat(
    [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].map((value) => u32be(value)),
  );
  const tkhd = fullBox(
    'tkhd',
    u32be(0),
    u32be(0),
    u32be(1),
    u32be(0),
    u32be(duration),
    Buffer.alloc(8),
    u16be(0),
    u16be(0),
    u16be(0x0100),
    u16be(0),
    matrix,
    u32be(0),
    u32be(0),
  );
  const trak = box('trak', tkhd, box('mdia', mdhd, hdlr, box('minf', stbl)));
  const utf8 = (text: string) => Buffer.from(text, 'utf8');
  const items: Buffer[] = [];
  const text = (type: string, value: string | undefined) => {
    if (value) items.push(ilstItem(type, 1, utf8(value)));
  };
  text('\u00a9nam', tags.title);
  text('\u00a9ART', tags.artists?.join(', '));
  text('\u00a9alb', tags.album);
  text('aART', tags.albumArtist);
  if (tags.track !== undefined)
    items.push(ilstItem('trkn', 0, Buffer.concat([u16be(0), u16be(tags.track), u16be(0), u16be(0)])));
  if (tags.disc !== undefined)
    items.push(ilstItem('disk', 0, Buffer.concat([u16be(0), u16be(tags.disc), u16be(0)])));
  text('\u00a9gen', tags.genres?.join(', '));
  text('\u00a9day', tags.year === undefined ? undefined : String(tags.year));
  text('\u00a9lyr', tags.lyrics);
  if (tags.cover) items.push(ilstItem('covr', 14, Buffer.from(tags.cover)));
  const meta = fullBox(
    'meta',
    fullBox('hdlr', u32be(0), ascii('mdir'), ascii('appl'), Buffer.alloc(8), Buffer.from([0])),
    box('ilst', ...items),
  );
  const ftyp = box('ftyp', ascii('M4A '), u32be(0), ascii('M4A '), ascii('mp42'), ascii('isom'));
  return Buffer.concat([
    ftyp,
    box('moov', mvhd, trak, box('udta', meta)),
    box('mdat', Buffer.alloc(MDAT_BYTES)),
  ]);
}

// --- Ogg --------------------------------------------------------------------------------------------------------

function oggCrc(bytes: Buffer): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 24;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
}

function oggPage(serial: number, sequence: number, flags: number, packets: readonly Buffer[]) {
  // Each packet in 255-byte segments, ended by a shorter one (0 when its length is a multiple of 255).
  const lacing = packets.flatMap((packet) => [
    ...Array.from({ length: Math.floor(packet.length / 255) }, () => 255),
    packet.length % 255,
  ]);
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header.writeUInt8(flags, 5);
  header.writeUInt32LE(serial, 14);
  header.writeUInt32LE(sequence, 18);
  header.writeUInt8(lacing.length, 26);
  const page = Buffer.concat([header, Buffer.from(lacing), ...packets]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/**
 * An Ogg Opus stream whose audio packets have the given sizes (filled with noise bytes, not decodable), four per
 * page, after the OpusHead and OpusTags header packets.
 */
export function oggOpus(packetSizes: readonly number[], serial = 0x5eed): Buffer {
  const head = Buffer.concat([
    ascii('OpusHead'),
    Buffer.from([1, 2, 0x38, 0x01]),
    u32le(48_000),
    Buffer.alloc(3),
  ]);
  const tags = Buffer.concat([ascii('OpusTags'), u32le(7), ascii('tonearm'), u32le(0)]);
  const packets = packetSizes.map((size, index) => Buffer.alloc(size, (index * 37) % 251));
  const pages = [oggPage(serial, 0, 0x02, [head]), oggPage(serial, 1, 0, [tags])];
  for (let index = 0; index < packets.length; index += 4)
    pages.push(
      oggPage(serial, pages.length, index + 4 >= packets.length ? 0x04 : 0, packets.slice(index, index + 4)),
    );
  return Buffer.concat(pages);
}

// --- WAV --------------------------------------------------------------------------------------------------------

/** A canonical 16-bit PCM mono WAV file of `samples`, with no tags. */
export function plainWav(samples: Float32Array, sampleRate = 22_050): Buffer {
  return encodeWav(samples, sampleRate);
}
