import { describe, expect, it } from 'vitest';
import { describeDevice } from './describe-device';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      { device_type: 'desktop', platform: 'Windows', browser: 'Chrome' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      { device_type: 'desktop', platform: 'Mac OS', browser: 'Safari' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { device_type: 'mobile', platform: 'iOS', browser: 'Mobile Safari' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      { device_type: 'tablet', platform: 'Android', browser: 'Chrome' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
      { device_type: 'desktop', platform: 'Linux', browser: 'Firefox' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      { device_type: 'desktop', platform: 'Windows', browser: 'Edge' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { device_type: 'tablet', platform: 'iOS', browser: 'Mobile Safari' },
    ],
    [
      'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 76.0.3809.146/6.0 TV Safari/537.36',
      { device_type: 'smarttv', platform: 'Tizen', browser: expect.any(String) },
    ],
  ])('reads %s', (agent, expected) => {
    expect(describeDevice(agent)).toEqual(expected);
  });

  it('describes a missing or unknown agent as a desktop with nothing else known', () => {
    expect(describeDevice(null)).toEqual({ device_type: 'desktop', platform: null, browser: null });
    expect(describeDevice('curl/8.5.0')).toEqual({ device_type: 'desktop', platform: null, browser: null });
  });
});
