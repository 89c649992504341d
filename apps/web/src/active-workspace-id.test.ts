import { describe, expect, it } from 'vitest';
import { activeWorkspaceId } from './active-workspace-id';

describe('activeWorkspaceId', () => {
  it('reads the workspace id remembered in the activeWorkspaceId cookie', () => {
    expect(activeWorkspaceId({ cookie: 'XSRF-TOKEN=abc; activeWorkspaceId=12' })).toBe(12);
    expect(activeWorkspaceId({ cookie: 'activeWorkspaceId=0' })).toBe(0);
  });

  it('ignores a missing cookie and any value that is not a workspace id', () => {
    expect(activeWorkspaceId({ cookie: '' })).toBeNull();
    for (const value of ['abc', '-1', '1.5', '1e3', '99999999999999999999', '%20']) {
      expect(activeWorkspaceId({ cookie: `activeWorkspaceId=${value}` })).toBeNull();
    }
  });
});
