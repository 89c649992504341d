import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { sessionJson } from '../contract/fixtures/laravel-payloads';
import { getUserSessions, logoutOtherSessions } from './sessions';
import { RecordingHttpClient } from './test-support/recording-http-client';

describe('getUserSessions', () => {
  it('fetches GET user-sessions and reads the sessions', async () => {
    const http = new RecordingHttpClient({ sessions: [sessionJson] });
    const { sessions } = await getUserSessions(http);
    expect(http.onlyRequest).toEqual({
      method: 'GET',
      path: 'user-sessions',
      body: undefined,
      params: undefined,
      callName: 'GET user-sessions',
    });
    expect(sessions[0]?.is_current_device).toBe(true);
  });

  it('rejects a session without its last activity', async () => {
    const { last_active: _omitted, ...withoutLastActive } = sessionJson;
    await expect(getUserSessions(new RecordingHttpClient({ sessions: [withoutLastActive] }))).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});

describe('logoutOtherSessions', () => {
  it('sends POST user-sessions/logout-other {password}', async () => {
    const http = new RecordingHttpClient({ status: 'success' });
    await logoutOtherSessions(http, { password: 'secret' });
    expect(http.onlyRequest).toEqual({
      method: 'POST',
      path: 'user-sessions/logout-other',
      body: { password: 'secret' },
      params: undefined,
      callName: 'POST user-sessions/logout-other',
    });
  });

  it('rejects an answer that does not report success', async () => {
    await expect(logoutOtherSessions(new RecordingHttpClient([]), { password: 'secret' })).rejects.toThrow(
      z.core.$ZodError,
    );
  });
});
