import { describe, expect, it } from 'vitest';
import { DEFAULT_LOUDNESS_MODE, replayGainMultiplier } from './replay-gain';

const tagged = { trackGainDb: -6, trackPeak: 0.5, albumGainDb: -3, albumPeak: 0.6 };

describe('replayGainMultiplier', () => {
  it('levels nothing when levelling is off', () => {
    expect(replayGainMultiplier('off', tagged)).toBe(1);
  });

  it('turns the track gain in dB into a linear factor in track mode', () => {
    expect(replayGainMultiplier('track', tagged)).toBeCloseTo(10 ** (-6 / 20), 10);
    expect(replayGainMultiplier('track', { trackGainDb: -20 })).toBeCloseTo(0.1, 10);
  });

  it('uses the album gain in album mode', () => {
    expect(replayGainMultiplier('album', tagged)).toBeCloseTo(10 ** (-3 / 20), 10);
  });

  it('falls back to the track gain in album mode when the album gain is unknown', () => {
    const single = { trackGainDb: -6, trackPeak: 0.5, albumGainDb: null, albumPeak: null };
    expect(replayGainMultiplier('album', single)).toBeCloseTo(10 ** (-6 / 20), 10);
  });

  it('lowers a boost so the peak times the factor never exceeds full scale', () => {
    expect(replayGainMultiplier('track', { trackGainDb: 6, trackPeak: 0.8 })).toBeCloseTo(1.25, 10);
    expect(replayGainMultiplier('album', { trackGainDb: 0, albumGainDb: 12, albumPeak: 0.9 })).toBeCloseTo(
      1 / 0.9,
      10,
    );
  });

  it('keeps an album gain without its peak from clipping with the track peak', () => {
    expect(replayGainMultiplier('album', { trackGainDb: 0, trackPeak: 0.5, albumGainDb: 9 })).toBeCloseTo(
      2,
      10,
    );
  });

  it('applies a boost unlimited when no peak is known', () => {
    expect(replayGainMultiplier('track', { trackGainDb: 6 })).toBeCloseTo(10 ** (6 / 20), 10);
  });

  it('is 1 when nothing is known', () => {
    expect(replayGainMultiplier('track', null)).toBe(1);
    expect(replayGainMultiplier('track', undefined)).toBe(1);
    expect(replayGainMultiplier('album', {})).toBe(1);
    expect(replayGainMultiplier('track', { trackGainDb: Number.NaN, trackPeak: 0.5 })).toBe(1);
  });

  it('adds the pre-amp to the gain', () => {
    expect(replayGainMultiplier('track', { trackGainDb: -6 }, 6)).toBe(1);
  });

  it('levels each track by default', () => {
    expect(DEFAULT_LOUDNESS_MODE).toBe('track');
  });
});
