import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

// ICU separates a time from its day period with a narrow no-break space; the tests read it as a plain space.
const plain = (text: string) => text.replace(/\s/g, ' ');
const moment = '2026-02-27T15:45:00Z';
const inEnglish = { language: 'en', timeZone: 'UTC' };
const inGerman = { language: 'de', timeZone: 'UTC' };

describe('formatDate', () => {
  it('writes the numeric preset as digits in the order of the language', () => {
    expect(formatDate(moment, 'numeric', inEnglish)).toBe('2/27/2026');
    expect(formatDate(moment, 'numeric', inGerman)).toBe('27.2.2026');
  });

  it('writes the short preset with an abbreviated month', () => {
    expect(formatDate(moment, 'short', inEnglish)).toBe('Feb 27, 2026');
    expect(formatDate(moment, 'short', inGerman)).toBe('27. Feb. 2026');
  });

  it('writes the long preset with the weekday and the whole month name', () => {
    expect(formatDate(moment, 'long', inEnglish)).toBe('Friday, February 27, 2026');
    expect(formatDate(moment, 'long', inGerman)).toBe('Freitag, 27. Februar 2026');
  });

  it('writes the timestamp preset as the short date and the time of day', () => {
    expect(plain(formatDate(moment, 'timestamp', inEnglish))).toBe('Feb 27, 2026, 3:45 PM');
    expect(plain(formatDate(moment, 'timestamp', inGerman))).toBe('27. Feb. 2026, 15:45');
  });

  it('writes the time preset as the time of day alone, on the clock the language uses', () => {
    expect(plain(formatDate(moment, 'time', inEnglish))).toBe('3:45 PM');
    expect(formatDate(moment, 'time', inGerman)).toBe('15:45');
  });

  it('reads the moment in the time zone it is given', () => {
    expect(formatDate('2026-02-27T23:30:00Z', 'numeric', { language: 'en', timeZone: 'Asia/Tokyo' })).toBe(
      '2/28/2026',
    );
    expect(
      formatDate('2026-02-27T23:30:00Z', 'numeric', { language: 'en', timeZone: 'America/New_York' }),
    ).toBe('2/27/2026');
  });

  it('takes a Date or a timestamp as well as an ISO string', () => {
    expect(formatDate(new Date(moment), 'short', inEnglish)).toBe('Feb 27, 2026');
    expect(formatDate(Date.parse(moment), 'short', inGerman)).toBe('27. Feb. 2026');
  });

  it('shows a string it cannot read as it came instead of "Invalid Date"', () => {
    expect(formatDate('someday', 'short', inEnglish)).toBe('someday');
    expect(formatDate(Number.NaN, 'short', inEnglish)).toBe('');
  });

  it('falls back to English, then to the browser zone, when the language or zone is unknown', () => {
    expect(formatDate(moment, 'short', { language: '!!', timeZone: 'UTC' })).toBe('Feb 27, 2026');
    expect(formatDate(moment, 'numeric', { language: 'de', timeZone: 'Mars/Olympus' })).toMatch(
      /^2\/2[78]\/2026$/,
    );
  });
});
