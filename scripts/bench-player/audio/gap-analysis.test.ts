import { describe, expect, it } from 'vitest';
import { longestSilentRun, measuredGapMs, soundingSpan } from './gap-analysis';

const sine = (length: number, amplitude = 0.5, period = 100) =>
  Array.from({ length }, (_, index) => amplitude * Math.sin((2 * Math.PI * index) / period + 0.3));
const silence = (length: number) => new Array<number>(length).fill(0);

describe('longestSilentRun', () => {
  it('finds the silence between two sounding parts', () => {
    const samples = [...sine(1_000), ...silence(240), ...sine(1_000)];
    expect(longestSilentRun(samples)).toEqual({ start: 1_000, length: 240 });
  });

  it('keeps the longest of several silences', () => {
    const samples = [...sine(500), ...silence(20), ...sine(500), ...silence(90), ...sine(500)];
    expect(longestSilentRun(samples)).toEqual({ start: 1_020, length: 90 });
  });

  it('ignores a waveform crossing zero', () => {
    expect(longestSilentRun(sine(10_000))).toBeNull();
  });

  it('counts sound quieter than the threshold as silence', () => {
    const samples = [...sine(500), ...sine(300, 0.0005), ...sine(500)];
    expect(longestSilentRun(samples, { threshold: 0.001 })?.length).toBeGreaterThanOrEqual(290);
    expect(longestSilentRun(samples, { threshold: 0.0001 })).toBeNull();
  });

  it('searches only the given range', () => {
    const samples = [...silence(400), ...sine(1_000), ...silence(50)];
    expect(longestSilentRun(samples, { from: 400, to: 1_400 })).toBeNull();
    expect(longestSilentRun(samples, { from: 400 })).toEqual({ start: 1_400, length: 50 });
  });

  it('reads typed arrays as well as plain ones', () => {
    const samples = Float32Array.from([...sine(300), ...silence(30), ...sine(300)]);
    expect(longestSilentRun(samples)).toEqual({ start: 300, length: 30 });
  });
});

describe('measuredGapMs', () => {
  it('leaves out the silence before the first sound and after the last', () => {
    const samples = [...silence(4_800), ...sine(48_000), ...silence(480), ...sine(48_000), ...silence(9_600)];
    expect(measuredGapMs(samples, 48_000)).toBe(10);
  });

  it('is zero for a join without silence', () => {
    expect(measuredGapMs([...sine(20_000), ...sine(20_000, 0.4, 80)], 48_000)).toBe(0);
  });

  it('refuses a silent recording', () => {
    expect(soundingSpan(silence(100))).toBeNull();
    expect(() => measuredGapMs(silence(100), 48_000)).toThrow('silent');
  });
});
