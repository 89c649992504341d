import { describe, expect, it } from 'vitest';
import { encodeWav } from '../../demo-music/wav';
import { flacFrameSizes, mp3FrameSizes, mp4SampleSizes, oggPacketSizes } from './frame-sizes';
import { oggOpus, silentMp3Frames, taggedFlac, taggedMp4, toneSamples } from './test-support/tagged-audio';
import { envelopePeaks, WAVEFORM_PEAKS, waveformOf } from './waveform-peaks';

/** Frame sizes that swell from quiet to loud and back, as an encoder spends bytes on a tone that does. */
const swell = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    Math.round(40 + 400 * Math.sin((Math.PI * index) / (count - 1))),
  );

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

  it('reads AAC frame sizes from the sound track of an MP4 file, so an .m4a draws its shape', () => {
    const sizes = swell(430);
    const m4a = taggedMp4({ title: 'x' }, { sampleSizes: sizes });
    expect(mp4SampleSizes(m4a)).toEqual(sizes);
    const peaks = waveformOf('M4A/mp42/isom', m4a);
    expect(peaks).toHaveLength(WAVEFORM_PEAKS);
    expect(peaks[0]).toBeLessThan(0.2);
    expect(peaks[100]).toBeGreaterThan(0.9);
  });

  it('reads Ogg packet sizes past the codec headers, including packets longer than one segment', () => {
    const sizes = swell(300).map((size) => size + 100);
    const ogg = oggOpus(sizes);
    expect(oggPacketSizes(ogg)).toEqual(sizes);
    const peaks = waveformOf('Ogg', ogg);
    expect(peaks).toHaveLength(WAVEFORM_PEAKS);
    expect(peaks[0]).toBeLessThan(0.2);
    expect(peaks[100]).toBeGreaterThan(0.9);
  });

  it('reads only the first stream of a chained Ogg file', () => {
    const first = [300, 200, 100];
    expect(oggPacketSizes(Buffer.concat([oggOpus(first), oggOpus([999, 999], 7)]))).toEqual(first);
  });

  it('draws no waveform for a format or file it cannot read without a decoder', () => {
    expect(waveformOf('M4A/mp42/isom', Buffer.alloc(100))).toEqual([]);
    expect(waveformOf('Ogg', Buffer.from('not an ogg stream'))).toEqual([]);
    expect(waveformOf('AIFF', Buffer.alloc(100))).toEqual([]);
  });
});
