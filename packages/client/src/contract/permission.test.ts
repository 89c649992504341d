import { describe, expect, it } from 'vitest';
import { issuePaths } from './fixtures/issue-paths';
import { guestRoleJson } from './fixtures/laravel-payloads';
import { guestRoleSchema, permissionSchema, restrictionSchema, roleSchema } from './permission';

describe('permission family', () => {
  it('accepts a permission with restrictions, including an unlimited one', () => {
    const permission = permissionSchema.parse({
      id: 4,
      name: 'files.create',
      restrictions: [
        { name: 'max_file_size', value: 10 },
        { name: 'count', value: null },
      ],
    });
    expect(permission.restrictions?.[1]?.value).toBeNull();
  });

  it('accepts the guest role with its permissions', () => {
    expect(guestRoleSchema.parse(guestRoleJson).permissions.map((p) => p.name)).toEqual(['music.view']);
  });

  it('accepts a role carrying only its id', () => {
    expect(roleSchema.parse({ id: 2 })).toEqual({ id: 2 });
  });

  it('rejects a permission without a name', () => {
    expect(issuePaths(permissionSchema, { id: 4 })).toEqual(['name']);
  });

  it('rejects a restriction value sent as text', () => {
    expect(issuePaths(restrictionSchema, { name: 'count', value: 'ten' })).toEqual(['value']);
  });

  it('rejects a guest role without its permission list', () => {
    expect(issuePaths(guestRoleSchema, { id: 3, name: 'guests' })).toEqual(['permissions']);
  });

  it('rejects a negative role id', () => {
    expect(issuePaths(roleSchema, { id: -1 })).toEqual(['id']);
  });
});
