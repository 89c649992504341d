import { describe, expect, it } from 'vitest';
import { countryFromHeader, playOrigin } from './play-origin';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('countryFromHeader', () => {
  it.each([
    ['DE', 'DE'],
    [' fr ', 'FR'],
    ['XX', null],
    ['T1', null],
    ['USA', null],
    ['', null],
    [undefined, null],
  ])('reads %j as %j', (value, expected) => {
    expect(countryFromHeader(value)).toBe(expected);
  });
});

describe('playOrigin', () => {
  it("describes a play from an iPhone in Japan by the agent and the proxy's country", () => {
    expect(playOrigin(IPHONE, 'JP')).toEqual({
      device: 'mobile',
      browser: 'Mobile Safari',
      platform: 'iOS',
      country: 'JP',
    });
  });

  it('knows nothing but the desktop default without an agent or a country', () => {
    expect(playOrigin(null, null)).toEqual({
      device: 'desktop',
      browser: null,
      platform: null,
      country: null,
    });
  });
});
