/**
 * The size of each compressed frame or packet of an audio file, in order, read from its container without decoding:
 * what `waveform-peaks.ts` draws a compressed track's shape from.
 */

const MPEG_BITRATES: Record<string, readonly number[]> = {
  // kbit/s by bitrate index, for Layer III of MPEG-1 and of MPEG-2/2.5.
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MPEG_RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** The length of the MPEG Layer III frame whose header is at `at`, or 0 when there is none. */
function mp3FrameLength(bytes: Buffer, at: number): number {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || ((bytes[at + 1] ?? 0) & 0xe0) !== 0xe0) return 0;
  const b1 = bytes[at + 1] ?? 0;
  const b2 = bytes[at + 2] ?? 0;
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03;
  if (version === 1 || layer !== 1) return 0;
  const bitrate = (version === 3 ? MPEG_BITRATES.v1 : MPEG_BITRATES.v2)?.[(b2 >> 4) & 0x0f] ?? 0;
  const rate = MPEG_RATES[version]?.[(b2 >> 2) & 0x03] ?? 0;
  if (!bitrate || !rate) return 0;
  const padding = (b2 >> 1) & 0x01;
  return Math.floor(((version === 3 ? 144 : 72) * bitrate * 1000) / rate) + padding;
}

/** Frame sizes of an MP3 file, after any ID3v2 tag; a byte that starts no frame is skipped to find the next. */
export function mp3FrameSizes(bytes: Buffer): number[] {
  let offset = 0;
  if (bytes.toString('latin1', 0, 3) === 'ID3' && bytes.length >= 10) {
    const size = ((bytes[6] ?? 0) << 21) | ((bytes[7] ?? 0) << 14) | ((bytes[8] ?? 0) << 7) | (bytes[9] ?? 0);
    offset = 10 + size + ((bytes[5] ?? 0) & 0x10 ? 10 : 0);
  }
  const sizes: number[] = [];
  while (offset + 4 <= bytes.length) {
    const length = mp3FrameLength(bytes, offset);
    if (length > 4) {
      sizes.push(length);
      offset += length;
    } else {
      offset += 1;
    }
  }
  return sizes;
}

function crc8(bytes: Buffer, from: number, to: number): number {
  let crc = 0;
  for (let i = from; i < to; i++) {
    crc ^= bytes[i] ?? 0;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

/** The length of a FLAC frame header at `at` when its CRC-8 holds, else 0 (the sync code also occurs in audio). */
function flacHeaderLength(bytes: Buffer, at: number): number {
  if (bytes[at] !== 0xff || ((bytes[at + 1] ?? 0) & 0xfe) !== 0xf8) return 0;
  const blockCode = (bytes[at + 2] ?? 0) >> 4;
  const rateCode = (bytes[at + 2] ?? 0) & 0x0f;
  if (blockCode === 0 || rateCode === 15) return 0;
  let length = 4;
  const lead = bytes[at + 4] ?? 0xff;
  let extra = 0;
  for (let mask = 0x80; lead & mask && mask > 1; mask >>= 1) extra++;
  if (extra === 1 || extra > 7) return 0;
  length += extra === 0 ? 1 : extra;
  if (blockCode === 6) length += 1;
  if (blockCode === 7) length += 2;
  if (rateCode === 12) length += 1;
  if (rateCode === 13 || rateCode === 14) length += 2;
  if (at + length >= bytes.length) return 0;
  return crc8(bytes, at, at + length) === bytes[at + length] ? length + 1 : 0;
}

/** Frame sizes of a FLAC file: the distances between frame headers found after the metadata blocks. */
export function flacFrameSizes(bytes: Buffer): number[] {
  if (bytes.toString('latin1', 0, 4) !== 'fLaC') return [];
  let offset = 4;
  for (let last = false; !last && offset + 4 <= bytes.length; ) {
    last = ((bytes[offset] ?? 0) & 0x80) !== 0;
    offset += 4 + bytes.readUIntBE(offset + 1, 3);
  }
  const starts: number[] = [];
  for (let at = offset; at + 6 < bytes.length; at++) {
    const header = flacHeaderLength(bytes, at);
    if (header > 0) {
      starts.push(at);
      at += header;
    }
  }
  return starts.map((start, index) => (starts[index + 1] ?? bytes.length) - start);
}

/** An MP4 box: its type and where its body starts and ends. */
interface Mp4Box {
  type: string;
  body: number;
  end: number;
}

function* mp4Boxes(bytes: Buffer, from: number, to: number): Generator<Mp4Box> {
  for (let at = from; at + 8 <= to; ) {
    let size = bytes.readUInt32BE(at);
    let body = at + 8;
    if (size === 1 && at + 16 <= to) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < body - at) return;
    const end = Math.min(to, at + size);
    yield { type: bytes.toString('latin1', at + 4, at + 8), body, end };
    at = end;
  }
}

const child = (bytes: Buffer, parent: Mp4Box, type: string) =>
  [...mp4Boxes(bytes, parent.body, parent.end)].find((box) => box.type === type);

/** The sample sizes of a sample table's `stsz` (or compact `stz2`) box. */
function stblSampleSizes(bytes: Buffer, stbl: Mp4Box): number[] {
  const stsz = child(bytes, stbl, 'stsz');
  if (stsz && stsz.body + 12 <= stsz.end) {
    const fixed = bytes.readUInt32BE(stsz.body + 4);
    const count = bytes.readUInt32BE(stsz.body + 8);
    if (fixed !== 0) return Array.from({ length: Math.min(count, 1_000_000) }, () => fixed);
    const sizes: number[] = [];
    for (let at = stsz.body + 12; sizes.length < count && at + 4 <= stsz.end; at += 4)
      sizes.push(bytes.readUInt32BE(at));
    return sizes;
  }
  const stz2 = child(bytes, stbl, 'stz2');
  if (!stz2 || stz2.body + 12 > stz2.end) return [];
  const bits = bytes.readUInt8(stz2.body + 7);
  const count = bytes.readUInt32BE(stz2.body + 8);
  const sizes: number[] = [];
  // Entries of 4, 8 or 16 bits; two 4-bit entries share a byte, the first in its high half.
  for (let index = 0; index < count && (bits === 4 || bits === 8 || bits === 16); index++) {
    const at = stz2.body + 12 + Math.floor((index * bits) / 8);
    if (at + Math.max(1, bits / 8) > stz2.end) break;
    if (bits === 16) sizes.push(bytes.readUInt16BE(at));
    else if (bits === 8) sizes.push(bytes.readUInt8(at));
    else sizes.push(index % 2 === 0 ? bytes.readUInt8(at) >> 4 : bytes.readUInt8(at) & 0x0f);
  }
  return sizes;
}

/** Frame sizes of the first sound track of an MP4 file (`.m4a`), from its sample table. */
export function mp4SampleSizes(bytes: Buffer): number[] {
  const moov = [...mp4Boxes(bytes, 0, bytes.length)].find((box) => box.type === 'moov');
  if (!moov) return [];
  for (const trak of mp4Boxes(bytes, moov.body, moov.end)) {
    if (trak.type !== 'trak') continue;
    const mdia = child(bytes, trak, 'mdia');
    const hdlr = mdia && child(bytes, mdia, 'hdlr');
    // A full box: version and flags, pre-defined, then the handler type.
    if (!hdlr || bytes.toString('latin1', hdlr.body + 8, hdlr.body + 12) !== 'soun') continue;
    const minf = mdia && child(bytes, mdia, 'minf');
    const stbl = minf && child(bytes, minf, 'stbl');
    return stbl ? stblSampleSizes(bytes, stbl) : [];
  }
  return [];
}

/** Whether an Ogg packet carries audio rather than a codec's headers (Vorbis, Opus or FLAC in Ogg). */
function isAudioPacket(packet: Buffer): boolean {
  if (packet.length === 0) return false;
  const head = packet.toString('latin1', 0, 8);
  if (head === 'OpusHead' || head === 'OpusTags') return false;
  // Vorbis headers are odd-numbered packet types followed by "vorbis"; audio packets start with a 0 bit.
  if (packet.toString('latin1', 1, 7) === 'vorbis') return false;
  // FLAC in Ogg: a mapping header (0x7F "FLAC") and metadata blocks, then frames that start with their sync code.
  if (packet[0] === 0x7f && packet.toString('latin1', 1, 5) === 'FLAC') return false;
  return true;
}

/** Packet sizes of the first logical stream of an Ogg file, without the codec's header packets. */
export function oggPacketSizes(bytes: Buffer): number[] {
  const sizes: number[] = [];
  let serial: number | null = null;
  let packet: Buffer[] = [];
  let flac = false;
  for (let at = 0; at + 27 <= bytes.length; ) {
    if (bytes.toString('latin1', at, at + 4) !== 'OggS') return sizes;
    const pageSerial = bytes.readUInt32LE(at + 14);
    const segments = bytes.readUInt8(at + 26);
    const lacing = bytes.subarray(at + 27, at + 27 + segments);
    let body = at + 27 + segments;
    serial ??= pageSerial;
    for (const length of lacing) {
      if (pageSerial === serial) packet.push(bytes.subarray(body, body + length));
      body += length;
      if (length < 255 && pageSerial === serial) {
        const whole = Buffer.concat(packet);
        packet = [];
        if (whole[0] === 0x7f && whole.toString('latin1', 1, 5) === 'FLAC') flac = true;
        // In FLAC, only frames (sync code 0xFFF8) are audio; the rest are metadata blocks.
        if (isAudioPacket(whole) && (!flac || (whole[0] === 0xff && ((whole[1] ?? 0) & 0xfe) === 0xf8)))
          sizes.push(whole.length);
      }
    }
    at = body;
  }
  return sizes;
}
