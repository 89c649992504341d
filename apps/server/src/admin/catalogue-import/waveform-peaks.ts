import { flacFrameSizes, mp3FrameSizes, mp4SampleSizes, oggPacketSizes } from './frame-sizes';
import { MP4_CONTAINER } from './streamable-formats';

/**
 * The 200 peak heights (0 to 1) the player draws for a track, as the demo catalogue stores them.
 *
 * The server has no audio decoder, so it reads what each format lets it read without one:
 * - PCM WAV: the samples themselves, the loudest of each stretch (exact, as for the demo catalogue).
 * - MP3, FLAC, AAC in MP4 and Ogg (Vorbis, Opus, FLAC): the size of each frame or packet over time. A frame covers
 *   a fixed stretch of time, and an encoder spends more bytes where the music is louder and denser (VBR MP3, Vorbis
 *   and Opus by design, AAC through its bit reservoir, FLAC because quiet passages predict and pack better), so the
 *   sizes draw the track's shape. A constant-bitrate MP3 has no such shape and gets a flat line at half height.
 * - Anything else: no waveform, which the player shows as a plain progress bar.
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

/** The waveform of a whole file, by the stream's container as music-metadata names it. */
export function waveformOf(container: string, bytes: Buffer): number[] {
  if (container === 'WAVE') return wavPeaks(bytes);
  if (container === 'MPEG') return envelopePeaks(mp3FrameSizes(bytes));
  if (container === 'FLAC') return envelopePeaks(flacFrameSizes(bytes));
  if (container === 'Ogg') return envelopePeaks(oggPacketSizes(bytes));
  if (MP4_CONTAINER.test(container)) return envelopePeaks(mp4SampleSizes(bytes));
  return [];
}
