import { describe, expect, it } from 'vitest';
import { currentLyricLine } from './current-lyric-line';

const lines = [
  { timeMs: 1_000, text: 'first' },
  { timeMs: 4_000, text: 'second' },
  { timeMs: 9_500, text: 'third' },
];

describe('currentLyricLine', () => {
  it('finds the last line started at the position', () => {
    expect(currentLyricLine(lines, 0)).toBe(-1);
    expect(currentLyricLine(lines, 1_000)).toBe(0);
    expect(currentLyricLine(lines, 3_999)).toBe(0);
    expect(currentLyricLine(lines, 4_000)).toBe(1);
    expect(currentLyricLine(lines, 60_000)).toBe(2);
  });

  it('highlights nothing in plain lyrics', () => {
    expect(currentLyricLine([{ timeMs: null, text: 'plain' }], 5_000)).toBe(-1);
  });
});
