import { describe, expect, it } from 'vitest';
import { initialTimezone, timezoneSections } from './timezone-sections';

describe('timezoneSections', () => {
  it('turns each region into a section with a key apart from its timezones, in the order the server sent them', () => {
    const sections = timezoneSections({
      UTC: [{ value: 'UTC', text: '(UTC+00:00) UTC' }],
      Europe: [
        { value: 'Europe/Paris', text: '(UTC+01:00) Paris' },
        { value: 'Europe/Vilnius', text: '(UTC+02:00) Vilnius' },
      ],
      Antarctica: [],
    });
    expect(sections).toEqual([
      { id: 'region:UTC', region: 'UTC', timezones: [{ value: 'UTC', text: '(UTC+00:00) UTC' }] },
      {
        id: 'region:Europe',
        region: 'Europe',
        timezones: [
          { value: 'Europe/Paris', text: '(UTC+01:00) Paris' },
          { value: 'Europe/Vilnius', text: '(UTC+02:00) Vilnius' },
        ],
      },
    ]);
  });
});

describe('initialTimezone', () => {
  it("prefers the user's timezone, then the site default, then the browser's", () => {
    expect(initialTimezone('Europe/Vilnius', 'UTC', 'America/Chicago')).toBe('Europe/Vilnius');
    expect(initialTimezone(null, 'UTC', 'America/Chicago')).toBe('UTC');
    expect(initialTimezone(null, null, 'America/Chicago')).toBe('America/Chicago');
    expect(initialTimezone('', undefined, 'Asia/Tokyo')).toBe('Asia/Tokyo');
  });
});
