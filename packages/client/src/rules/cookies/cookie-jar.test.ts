// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createCookieJar } from './cookie-jar';

describe('createCookieJar', () => {
  const jar = createCookieJar(document);

  afterEach(() => {
    for (const name of ['be-active-theme', 'activeWorkspaceId']) jar.remove(name);
  });

  it('writes a cookie the document can read back', () => {
    jar.set('be-active-theme', 'dark');
    expect(document.cookie).toContain('be-active-theme=dark');
    expect(jar.get('be-active-theme')).toBe('dark');
  });

  it('round-trips values that need encoding', () => {
    jar.set('activeWorkspaceId', '7; injected=1');
    expect(jar.get('activeWorkspaceId')).toBe('7; injected=1');
    expect(jar.get('injected')).toBeUndefined();
  });

  it('removes a cookie', () => {
    jar.set('be-active-theme', 'light');
    jar.remove('be-active-theme');
    expect(jar.get('be-active-theme')).toBeUndefined();
  });

  it('gives undefined for a cookie that is not set', () => {
    expect(jar.get('missing')).toBeUndefined();
  });

  it('writes with a 7-day lifetime on path / unless told otherwise, and expires on remove', () => {
    const written: string[] = [];
    const recorder = {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    const recordingJar = createCookieJar(recorder);
    recordingJar.set('activeWorkspaceId', '3');
    recordingJar.remove('activeWorkspaceId');
    expect(written).toEqual([
      'activeWorkspaceId=3; Max-Age=604800; Path=/; SameSite=Lax',
      'activeWorkspaceId=; Max-Age=0; Path=/; SameSite=Lax',
    ]);
  });
});
