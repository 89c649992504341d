import { describe, expect, it } from 'vitest';
import { type Env, parseEnv } from '../config/env';
import { withIntegrationSettings } from './integration-settings';

function envOf(source: Record<string, string>): Env {
  const result = parseEnv(source);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.env;
}

describe('the error reporting address in the settings a browser gets', () => {
  it('is the configured Sentry DSN, which browsers need to report to', () => {
    const dsn = 'https://public-key@errors.example.com/42';
    const settings = withIntegrationSettings({}, envOf({ SENTRY_DSN: dsn }));
    expect(settings.logging).toEqual({ sentry_public: dsn });
  });

  it('is none without one, whatever was stored', () => {
    const settings = withIntegrationSettings(
      { logging: { sentry_public: 'https://old@x.example/1' } },
      envOf({}),
    );
    expect(settings.logging).toEqual({ sentry_public: null });
  });

  it('refuses an address that is not a DSN at start-up', () => {
    expect(parseEnv({ SENTRY_DSN: 'not a dsn' })).toMatchObject({ ok: false });
  });
});
