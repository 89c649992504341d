import { createCookieJar } from '@tonearm/client/rules';
import { describe, expect, it } from 'vitest';
import { ACTIVE_WORKSPACE_COOKIE, activateWorkspace, forgetActiveWorkspace } from './active-workspace';

describe('activateWorkspace', () => {
  it('remembers the workspace in the activeWorkspaceId cookie and scopes the next requests to it', () => {
    const written: string[] = [];
    const jar = createCookieJar({
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        written.push(value);
      },
    });
    const scoped: (number | null)[] = [];
    activateWorkspace(12, { jar, http: { setWorkspaceId: (id) => scoped.push(id) } });
    expect(ACTIVE_WORKSPACE_COOKIE).toBe('activeWorkspaceId');
    expect(written).toEqual(['activeWorkspaceId=12; Max-Age=604800; Path=/; SameSite=Lax']);
    expect(scoped).toEqual([12]);
  });
});

describe('forgetActiveWorkspace', () => {
  it('removes the activeWorkspaceId cookie and stops scoping requests to a workspace', () => {
    const written: string[] = [];
    const jar = createCookieJar({
      get cookie() {
        return 'activeWorkspaceId=12';
      },
      set cookie(value: string) {
        written.push(value);
      },
    });
    const scoped: (number | null)[] = [];
    forgetActiveWorkspace({ jar, http: { setWorkspaceId: (id) => scoped.push(id) } });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^activeWorkspaceId=; Max-Age=0; Path=\//);
    expect(scoped).toEqual([null]);
  });
});
