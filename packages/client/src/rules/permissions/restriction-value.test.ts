import { describe, expect, it } from 'vitest';
import { restrictionValue } from './restriction-value';

const user = {
  permissions: [
    {
      name: 'playlists.create',
      restrictions: [
        { name: 'count', value: 10 },
        { name: 'tracks', value: '50' },
        { name: 'unlimited', value: null },
      ],
    },
    { name: 'music.view' },
  ],
};

describe('restrictionValue', () => {
  it("reads a restriction's numeric value", () => {
    expect(restrictionValue({ user }, 'playlists.create', 'count')).toBe(10);
  });

  it('reads a numeric string as a number', () => {
    expect(restrictionValue({ user }, 'playlists.create', 'tracks')).toBe(50);
  });

  it('gives null for a restriction without a value, a missing restriction or a missing permission', () => {
    expect(restrictionValue({ user }, 'playlists.create', 'unlimited')).toBeNull();
    expect(restrictionValue({ user }, 'playlists.create', 'size')).toBeNull();
    expect(restrictionValue({ user }, 'music.view', 'count')).toBeNull();
    expect(restrictionValue({ user }, 'uploads.create', 'count')).toBeNull();
  });

  it("reads the guest role's restrictions when logged out", () => {
    const guestRole = {
      permissions: [{ name: 'playlists.create', restrictions: [{ name: 'count', value: 1 }] }],
    };
    expect(restrictionValue({ user: null, guestRole }, 'playlists.create', 'count')).toBe(1);
  });
});
