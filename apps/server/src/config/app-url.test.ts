import { describe, expect, it } from 'vitest';
import { APP_URL_REQUIRED, parseEnv } from './env';

describe('APP_URL in production', () => {
  it('refuses to start in production without the public address', () => {
    expect(parseEnv({ NODE_ENV: 'production' })).toEqual({ ok: false, problems: [APP_URL_REQUIRED] });
    expect(parseEnv({ NODE_ENV: 'production', APP_URL: '' })).toEqual({
      ok: false,
      problems: [APP_URL_REQUIRED],
    });
  });

  it('starts in production with it, and without it elsewhere', () => {
    expect(parseEnv({ NODE_ENV: 'production', APP_URL: 'https://music.example.com' }).ok).toBe(true);
    expect(parseEnv({ NODE_ENV: 'development' }).ok).toBe(true);
    expect(parseEnv({}).ok).toBe(true);
  });
});
