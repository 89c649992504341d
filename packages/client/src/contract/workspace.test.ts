import { describe, expect, it } from 'vitest';
import { issuePaths } from './fixtures/issue-paths';
import { DEFAULT_WORKSPACE, joinWorkspaceResponseSchema, workspaceSchema } from './workspace';

describe('workspaceSchema', () => {
  it('accepts a workspace and rejects a member count sent as text', () => {
    expect(workspaceSchema.parse({ id: 5, name: 'Label team', members_count: 4, owner_id: 1 })).toEqual({
      id: 5,
      name: 'Label team',
      members_count: 4,
    });
    expect(issuePaths(workspaceSchema, { id: 5, name: 'Label team', members_count: '4' })).toEqual([
      'members_count',
    ]);
  });

  it('describes the default workspace as id 0, named Default, with one member', () => {
    expect(DEFAULT_WORKSPACE).toEqual({ id: 0, name: 'Default', members_count: 1 });
    expect(workspaceSchema.parse(DEFAULT_WORKSPACE)).toEqual(DEFAULT_WORKSPACE);
    expect(Object.isFrozen(DEFAULT_WORKSPACE)).toBe(true);
  });
});

describe('joinWorkspaceResponseSchema', () => {
  it('reads the joined workspace and rejects an answer without it', () => {
    expect(
      joinWorkspaceResponseSchema.parse({ workspace: { id: 5, name: 'Label team', members_count: 4 } })
        .workspace.id,
    ).toBe(5);
    expect(issuePaths(joinWorkspaceResponseSchema, { id: 5 })).toEqual(['workspace']);
  });
});
