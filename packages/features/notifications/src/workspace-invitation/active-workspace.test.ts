import { createCookieJar } from '@tonearm/client/rules';
import { describe, expect, it } from 'vitest';
import { ACTIVE_WORKSPACE_COOKIE, activateWorkspace } from './active-workspace';

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
