import { describe, expect, it } from 'vitest';
import { mergePermissions, type RoleWithPermissions } from './role-permissions';

const role = (id: number, permissions: RoleWithPermissions['permissions']): RoleWithPermissions => ({
  id,
  name: `role-${id}`,
  permissions,
});

describe('mergePermissions', () => {
  it('lists each permission once across roles', () => {
    const merged = mergePermissions([
      role(1, [{ id: 1, name: 'music.view', restrictions: [] }]),
      role(2, [
        { id: 1, name: 'music.view', restrictions: [] },
        { id: 2, name: 'music.create', restrictions: [] },
      ]),
    ]);
    expect(merged.map((permission) => permission.name)).toEqual(['music.view', 'music.create']);
  });

  it('keeps the highest limit when every role restricts a permission', () => {
    const merged = mergePermissions([
      role(1, [{ id: 3, name: 'playlists.create', restrictions: [{ name: 'count', value: 5 }] }]),
      role(2, [{ id: 3, name: 'playlists.create', restrictions: [{ name: 'count', value: 20 }] }]),
    ]);
    expect(merged).toEqual([
      { id: 3, name: 'playlists.create', restrictions: [{ name: 'count', value: 20 }] },
    ]);
  });

  it('drops a restriction that one role grants without, and treats null as unlimited', () => {
    const merged = mergePermissions([
      role(1, [
        {
          id: 3,
          name: 'playlists.create',
          restrictions: [
            { name: 'count', value: 5 },
            { name: 'size', value: 10 },
          ],
        },
      ]),
      role(2, [
        {
          id: 3,
          name: 'playlists.create',
          restrictions: [
            { name: 'count', value: null },
            { name: 'size', value: 3 },
          ],
        },
      ]),
      role(3, [
        {
          id: 3,
          name: 'playlists.create',
          restrictions: [
            { name: 'count', value: 1 },
            { name: 'size', value: 1 },
          ],
        },
      ]),
    ]);
    expect(merged[0]?.restrictions).toEqual([
      { name: 'count', value: null },
      { name: 'size', value: 10 },
    ]);
    const unrestricted = mergePermissions([
      role(1, [{ id: 3, name: 'playlists.create', restrictions: [{ name: 'count', value: 5 }] }]),
      role(2, [{ id: 3, name: 'playlists.create', restrictions: [] }]),
    ]);
    expect(unrestricted[0]?.restrictions).toEqual([]);
  });
});
