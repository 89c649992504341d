import { describe, expect, it } from 'vitest';
import { decodeWav, encodeWav, WAV_HEADER_BYTES } from './wav';

describe('encodeWav', () => {
  it('writes a canonical 44-byte PCM header whose sizes match the samples', () => {
    const samples = new Float32Array([0, 0.5, -0.5, 1, -1, 2]);
    const bytes = encodeWav(samples, 22_050);
    expect(bytes.length).toBe(WAV_HEADER_BYTES + samples.length * 2);
    expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
    expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
    expect(bytes.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(bytes.readUInt32LE(24)).toBe(22_050);
    expect(bytes.readUInt32LE(28)).toBe(44_100);
    expect(bytes.readUInt32LE(40)).toBe(samples.length * 2);
  });

  it('round-trips samples to 16-bit precision and clips beyond full scale', () => {
    const decoded = decodeWav(encodeWav(new Float32Array([0.25, -0.75, 3]), 44_100));
    expect(decoded).toMatchObject({ sampleRate: 44_100, channels: 1, bitsPerSample: 16, frames: 3 });
    expect(decoded.samples[0]).toBeCloseTo(0.25, 4);
    expect(decoded.samples[1]).toBeCloseTo(-0.75, 4);
    expect(decoded.samples[2]).toBeCloseTo(1, 4);
  });
});
