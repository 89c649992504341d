import { describe, expect, it } from 'vitest';
import { lineWords, lrcStamp, nextSungLine, stampLine } from './lrc-stamp';

describe('stamping lyrics from the playing position', () => {
  it('writes a position as [mm:ss.xx], rounding down to the hundredth', () => {
    expect(lrcStamp(0)).toBe('[00:00.00]');
    expect(lrcStamp(83_459)).toBe('[01:23.45]');
    expect(lrcStamp(61 * 60_000 + 5_009)).toBe('[61:05.00]');
    expect(lrcStamp(-40)).toBe('[00:00.00]');
  });

  it('stamps the current line, replacing its old stamps, and moves to the next sung line', () => {
    const text = '[ar:Someone]\n[00:09.00]First line\n\nSecond line\nThird';
    expect(stampLine(text, 1, 12_340)).toEqual({
      text: '[ar:Someone]\n[00:12.34]First line\n\nSecond line\nThird',
      next: 3,
    });
  });

  it('has no next line after the last one', () => {
    expect(stampLine('One\nTwo', 1, 2_000)).toEqual({ text: 'One\n[00:02.00]Two', next: null });
  });

  it('starts at the first line that holds words, past header tags and blank lines', () => {
    expect(nextSungLine('[ti:Song]\n\n  \nWords', 0)).toBe(3);
    expect(nextSungLine('', 0)).toBeNull();
  });

  it('shows a line without its stamps', () => {
    expect(lineWords('[00:01.00][00:30.00]Chorus')).toBe('Chorus');
  });
});
