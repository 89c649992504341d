import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastWarnings, parseRgbTriplet, WCAG_AA_TEXT_CONTRAST } from './contrast';

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrastRatio([79, 70, 229], [79, 70, 229])).toBe(1);
  });

  it('matches the WCAG figure for mid grey on white (#777777: 4.48:1, just under AA)', () => {
    expect(contrastRatio([119, 119, 119], [255, 255, 255])).toBeCloseTo(4.48, 2);
  });
});

describe('parseRgbTriplet', () => {
  it('reads R G B and refuses anything else', () => {
    expect(parseRgbTriplet('79 70 229')).toEqual([79, 70, 229]);
    expect(parseRgbTriplet('256 0 0')).toBeNull();
    expect(parseRgbTriplet('#ffffff')).toBeNull();
    expect(parseRgbTriplet(undefined)).toBeNull();
  });
});

describe('contrastWarnings', () => {
  const readable = {
    '--ta-background': '255 255 255',
    '--ta-foreground': '17 24 39',
    '--ta-primary': '79 70 229',
    '--ta-primary-foreground': '255 255 255',
  };

  it('warns of nothing when every text reaches 4.5:1 on its surface', () => {
    expect(contrastWarnings(readable)).toEqual([]);
  });

  it('warns of text on the accent falling under 4.5:1, with its ratio', () => {
    const warnings = contrastWarnings({ ...readable, '--ta-primary-foreground': '200 200 255' });
    expect(warnings.map(({ text, surface }) => [text, surface])).toEqual([
      ['--ta-primary-foreground', '--ta-primary'],
    ]);
    expect(warnings[0]?.ratio).toBeLessThan(WCAG_AA_TEXT_CONTRAST);
  });

  it('warns at 4.48:1 and not at exactly the 4.5:1 boundary or above', () => {
    expect(
      contrastWarnings({ '--ta-background': '255 255 255', '--ta-foreground': '119 119 119' }),
    ).toHaveLength(1);
    expect(contrastWarnings({ '--ta-background': '255 255 255', '--ta-foreground': '118 118 118' })).toEqual(
      [],
    );
  });

  it('leaves out pairs whose colours the theme does not set', () => {
    expect(contrastWarnings({ '--ta-foreground': '0 0 0' })).toEqual([]);
  });
});
