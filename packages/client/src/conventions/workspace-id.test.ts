import { describe, expect, it } from 'vitest';
import { conventionContext, requestDraft } from '../testing/request-draft';
import { addWorkspaceId } from './workspace-id';

describe('workspace id convention', () => {
  it.each(['GET', 'POST', 'PUT'] as const)('adds the current workspace id to a %s request', (method) => {
    const draft = requestDraft(method, 'tracks', { params: { page: 2 } });
    expect(addWorkspaceId(draft, conventionContext({ workspaceId: 7 })).params).toEqual({
      page: 2,
      workspaceId: 7,
    });
  });

  it.each(['PATCH', 'DELETE', 'HEAD'] as const)('does not add it to a %s request', (method) => {
    const draft = requestDraft(method, 'tracks/1');
    expect(addWorkspaceId(draft, conventionContext({ workspaceId: 7 }))).toBe(draft);
  });

  it('adds the default workspace, whose id is 0', () => {
    const draft = requestDraft('GET', 'tracks');
    expect(addWorkspaceId(draft, conventionContext({ workspaceId: 0 })).params).toEqual({ workspaceId: 0 });
  });

  it('adds nothing when no workspace is current', () => {
    const draft = requestDraft('GET', 'tracks');
    expect(addWorkspaceId(draft, conventionContext({ workspaceId: null }))).toBe(draft);
  });

  it('keeps a workspaceId the caller gives, including 0', () => {
    const explicit = requestDraft('GET', 'tracks', { params: { workspaceId: 0 } });
    expect(addWorkspaceId(explicit, conventionContext({ workspaceId: 7 })).params).toEqual({
      workspaceId: 0,
    });
  });

  it('keeps a workspaceId already in the path', () => {
    const draft = requestDraft('GET', 'tracks?workspaceId=3');
    expect(addWorkspaceId(draft, conventionContext({ workspaceId: 7 }))).toBe(draft);
  });

  it('lets an explicit null keep the request out of any workspace', () => {
    const draft = requestDraft('GET', 'workspaces', { params: { workspaceId: null } });
    expect(addWorkspaceId(draft, conventionContext({ workspaceId: 7 })).params).toEqual({
      workspaceId: null,
    });
  });

  it('treats an undefined workspaceId as absent', () => {
    const draft = requestDraft('POST', 'playlists', { params: { workspaceId: undefined } });
    expect(addWorkspaceId(draft, conventionContext({ workspaceId: 4 })).params).toEqual({ workspaceId: 4 });
  });
});
