/** The fixed layout of a canonical PCM WAV file: a RIFF header, a `fmt ` chunk and a `data` chunk, 44 bytes. */
export const WAV_HEADER_BYTES = 44;

/**
 * 16-bit PCM mono WAV bytes of `samples` (floats in -1..1). Only the three canonical chunks are written, with no
 * padding or metadata, so a player decodes exactly these samples and nothing else: gapless by construction.
 */
export function encodeWav(samples: Float32Array, sampleRate: number): Buffer {
  const dataBytes = samples.length * 2;
  const buffer = Buffer.alloc(WAV_HEADER_BYTES + dataBytes);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataBytes, 40);
  const pcm = new Int16Array(buffer.buffer, buffer.byteOffset + WAV_HEADER_BYTES, samples.length);
  for (let i = 0; i < samples.length; i++) {
    const scaled = (samples[i] ?? 0) * 32767;
    // Clamped, then rounded half away from zero; the Int16Array store truncates toward zero.
    pcm[i] = scaled >= 32767 ? 32767 : scaled <= -32767 ? -32767 : scaled + (scaled < 0 ? -0.5 : 0.5);
  }
  return buffer;
}

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Samples per channel. */
  frames: number;
  /** The samples as floats in -1..1 (first channel). */
  samples: Float32Array;
}

/** Reads a canonical 16-bit PCM WAV file back, refusing anything else. */
export function decodeWav(bytes: Buffer): WavInfo {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('Not a RIFF/WAVE file');
  }
  if (bytes.toString('ascii', 12, 16) !== 'fmt ' || bytes.toString('ascii', 36, 40) !== 'data') {
    throw new Error('Not a canonical WAV layout');
  }
  const channels = bytes.readUInt16LE(22);
  const sampleRate = bytes.readUInt32LE(24);
  const bitsPerSample = bytes.readUInt16LE(34);
  const dataBytes = bytes.readUInt32LE(40);
  if (bytes.readUInt16LE(20) !== 1 || bitsPerSample !== 16) throw new Error('Not 16-bit PCM');
  const frames = dataBytes / 2 / channels;
  const samples = new Float32Array(frames);
  for (let i = 0; i < frames; i++) {
    samples[i] = bytes.readInt16LE(WAV_HEADER_BYTES + i * 2 * channels) / 32768;
  }
  return { sampleRate, channels, bitsPerSample, frames, samples };
}
