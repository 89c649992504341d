/**
 * The 200 peak heights (0 to 1) the player draws for a track, as the demo catalogue stores them.
 *
 * The server has no audio decoder, so it reads what each format lets it read without one:
 * - PCM WAV: the samples themselves, the loudest of each stretch (exact, as for the demo catalogue).
 * - MP3 and FLAC: the size of each frame over time. A frame covers a fixed stretch of time, and an encoder spends
 *   more bytes where the music is louder and denser (VBR MP3 by design, FLAC because quiet passages predict and
 *   pack better), so the frame sizes draw the track's shape. A constant-bitrate MP3 has no such shape and gets a flat
 *   line at half height.
 * - Anything else (AAC, Ogg): no waveform, which the player shows as a plain progress bar.
 */
export const WAVEFORM_PEAKS = 200;

const FLAT = 0.5;

/** Heights from a per-frame measure: averaged per stretch, then spread between 0.1 and 1. */
export function envelopePeaks(values: readonly number[], count = WAVEFORM_PEAKS): number[] {
  if (values.length === 0) return [];
  // Always `count` heights, as the player draws them; a short file repeats its frames across stretches.
  const averages = Array.from({ length: count }, (_, bucket) => {
    const from = Math.min(values.length - 1, Math.floor((bucket * values.length) / count));
    const to = Math.max(from + 1, Math.floor(((bucket + 1) * values.length) / count));
    let sum = 0;
    for (let i = from; i < to; i++) sum += values[i] ?? 0;
    return sum / (to - from);
  });
  const max = Math.max(...averages);
  const min = Math.min(...averages);
  if (max <= 0 || (max - min) / max < 0.02) return averages.map(() => FLAT);
  return averages.map((value) => Math.round((0.1 + (0.9 * (value - min)) / (max - min)) * 1000) / 1000);
}

function peaksOfSamples(read: (frame: number) => number, frames: number, count = WAVEFORM_PEAKS): number[] {
  if (frames <= 0) return [];
  const peaks: number[] = [];
  for (let bucket = 0; bucket < count; bucket++) {
    const from = Math.floor((bucket * frames) / count);
    const to = Math.max(from + 1, Math.floor(((bucket + 1) * frames) / count));
    let peak = 0;
    for (let frame = from; frame < to && frame < frames; frame++)
      peak = Math.max(peak, Math.abs(read(frame)));
    peaks.push(Math.round(Math.min(1, peak) * 1000) / 1000);
  }
  return peaks;
}

/** Peaks of a RIFF/WAVE file with 8-, 16-, 24- or 32-bit PCM or 32-bit float samples; `[]` for anything else. */
export function wavPeaks(bytes: Buffer): number[] {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') return [];
  let format: { code: number; channels: number; bits: number } | null = null;
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && size >= 16) {
      format = {
        code: bytes.readUInt16LE(body),
        channels: bytes.readUInt16LE(body + 2),
        bits: bytes.readUInt16LE(body + 14),
      };
      // WAVE_FORMAT_EXTENSIBLE keeps the real format code in its sub-format GUID.
      if (format.code === 0xfffe && size >= 26) format.code = bytes.readUInt16LE(body + 24);
    }
    if (id === 'data' && format) {
      const { code, channels, bits } = format;
      const width = bits / 8;
      const frameBytes = width * channels;
      if (channels < 1 || !Number.isInteger(width) || width < 1) return [];
      const end = Math.min(bytes.length, body + size);
      const frames = Math.floor((end - body) / frameBytes);
      const sample = (at: number): number => {
        if (code === 3 && bits === 32) return bytes.readFloatLE(at);
        if (code !== 1) return 0;
        if (bits === 8) return (bytes.readUInt8(at) - 128) / 128;
        if (bits === 16) return bytes.readInt16LE(at) / 32768;
        if (bits === 24) return bytes.readIntLE(at, 3) / 8388608;
        if (bits === 32) return bytes.readInt32LE(at) / 2147483648;
        return 0;
      };
      if (code !== 1 && !(code === 3 && bits === 32)) return [];
      return peaksOfSamples((frame) => {
        let peak = 0;
        for (let channel = 0; channel < channels; channel++) {
          peak = Math.max(peak, Math.abs(sample(body + frame * frameBytes + channel * width)));
        }
        return peak;
      }, frames);
    }
    offset = body + size + (size % 2);
  }
  return [];
}

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

/** The waveform of a whole file, by the stream's container as music-metadata names it. */
export function waveformOf(container: string, bytes: Buffer): number[] {
  if (container === 'WAVE') return wavPeaks(bytes);
  if (container === 'MPEG') return envelopePeaks(mp3FrameSizes(bytes));
  if (container === 'FLAC') return envelopePeaks(flacFrameSizes(bytes));
  return [];
}
