import { describe, expect, it } from 'vitest';
import { encodeWav } from '../../demo-music/wav';
import { silentMp3Frames, taggedFlac, toneSamples } from './test-support/tagged-audio';
import { envelopePeaks, flacFrameSizes, mp3FrameSizes, WAVEFORM_PEAKS, waveformOf } from './waveform-peaks';

describe('waveform peaks of imported audio', () => {
  it('draws a WAV file from its samples: quiet where the tone is quiet, loud where it swells', () => {
    const peaks = waveformOf('WAVE', encodeWav(toneSamples(2, 8000), 8000));
    expect(peaks).toHaveLength(WAVEFORM_PEAKS);
    expect(peaks[0]).toBeLessThan(0.3);
    expect(peaks[100]).toBeGreaterThan(0.85);
    expect(peaks.every((peak) => peak >= 0 && peak <= 1)).toBe(true);
  });

  it('finds every MP3 frame after the tag, so a constant-bitrate file draws a flat line', () => {
    const frames = silentMp3Frames(3);
    expect(mp3FrameSizes(frames)).toHaveLength(frames.length / 417);
    expect(new Set(waveformOf('MPEG', frames))).toEqual(new Set([0.5]));
  });

  it('finds FLAC frames by their checked headers', () => {
    const flac = taggedFlac({ title: 'x' }, toneSamples(1, 22_050));
    expect(flacFrameSizes(flac)).toHaveLength(Math.ceil(22_050 / 4096));
  });

  it('spreads frame sizes between 0.1 and 1 over 200 stretches', () => {
    const peaks = envelopePeaks([100, 200, 300, 400]);
    expect(peaks).toHaveLength(WAVEFORM_PEAKS);
    expect(peaks[0]).toBe(0.1);
    expect(peaks[WAVEFORM_PEAKS - 1]).toBe(1);
  });

  it('draws no waveform for a format it cannot read without a decoder', () => {
    expect(waveformOf('M4A/mp42/isom', Buffer.alloc(100))).toEqual([]);
  });
});
