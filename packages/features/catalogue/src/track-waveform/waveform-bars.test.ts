import { describe, expect, it } from 'vitest';
import { commentPosition, commentSecond, MIN_BAR_HEIGHT, peaksToBars, playedFraction } from './waveform-bars';

describe('peaksToBars', () => {
  it('draws nothing without peaks', () => {
    expect(peaksToBars([])).toEqual([]);
  });

  it('keeps one bar per peak when there are few', () => {
    expect(peaksToBars([0.2, 0.9, 0.5], 10)).toEqual([0.2, 0.9, 0.5]);
  });

  it('folds many peaks into bars keeping the loudest of each share', () => {
    expect(peaksToBars([0.1, 0.8, 0.3, 0.4, 0.9, 0.2], 3)).toEqual([0.8, 0.4, 0.9]);
  });

  it('gives silence a thin bar and clamps peaks above full height', () => {
    expect(peaksToBars([0, 1.5], 2)).toEqual([MIN_BAR_HEIGHT, 1]);
  });
});

describe('playedFraction', () => {
  it('is the share of the track played, within 0 and 1', () => {
    expect(playedFraction(30, 120)).toBe(0.25);
    expect(playedFraction(200, 120)).toBe(1);
    expect(playedFraction(-3, 120)).toBe(0);
  });

  it('is 0 while the length is unknown', () => {
    expect(playedFraction(30, 0)).toBe(0);
  });
});

describe('commentSecond', () => {
  it('turns a fraction of the duration into the second it was written at', () => {
    expect(commentSecond(0.5, 166_000)).toBe(83);
  });

  it('has no second for a comment at the very start', () => {
    expect(commentSecond(0, 166_000)).toBeNull();
  });
});

describe('commentPosition', () => {
  it('sends the player position as a fraction of the duration', () => {
    expect(commentPosition(45_000, 180_000)).toBe(0.25);
  });

  it('sends no position before the track started or while its length is unknown', () => {
    expect(commentPosition(0, 180_000)).toBeUndefined();
    expect(commentPosition(45_000, 0)).toBeUndefined();
  });
});
