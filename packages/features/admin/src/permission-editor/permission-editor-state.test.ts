import type { CatalogPermission, PermissionGroup } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import {
  filterCatalogue,
  groupTitle,
  parseLimit,
  restrictionValueOf,
  setRestriction,
  toggleGrant,
} from './permission-editor-state';

const upload: CatalogPermission = {
  name: 'music.create',
  display_name: 'Upload music',
  description: 'Upload tracks and albums.',
  group: 'music',
  restrictions: [
    { name: 'minutes', type: 'number', description: 'Upload minutes.' },
    { name: 'artist_selection', type: 'boolean', description: 'Any artist.' },
  ],
};
const listen: CatalogPermission = {
  name: 'music.view',
  display_name: 'Listen to music',
  description: 'Browse and play music.',
  group: 'music',
  restrictions: [],
};
const groups: PermissionGroup[] = [
  { name: 'music', permissions: [upload, listen] },
  {
    name: 'custom_pages',
    permissions: [
      {
        name: 'custom_pages.update',
        display_name: 'Manage pages',
        description: '',
        group: 'custom_pages',
        restrictions: [],
      },
    ],
  },
];

describe('the permission editor state', () => {
  it('grants a permission with its limits unlimited and its yes/no restrictions at no', () => {
    expect(toggleGrant([], upload, true)).toEqual([
      {
        name: 'music.create',
        restrictions: [
          { name: 'minutes', value: null },
          { name: 'artist_selection', value: 0 },
        ],
      },
    ]);
  });

  it('takes a permission away and keeps the others', () => {
    const value = toggleGrant(toggleGrant([], upload, true), listen, true);
    expect(toggleGrant(value, upload, false).map((grant) => grant.name)).toEqual(['music.view']);
  });

  it('sets one restriction of one grant', () => {
    const value = setRestriction(toggleGrant([], upload, true), 'music.create', 'minutes', 60);
    const [grant] = value;
    if (!grant) throw new Error('The grant is missing');
    expect(restrictionValueOf(grant, { name: 'minutes', type: 'number', description: '' })).toBe(60);
    expect(restrictionValueOf(grant, { name: 'artist_selection', type: 'boolean', description: '' })).toBe(0);
  });

  it('reads a restriction a grant leaves out at its first value', () => {
    expect(
      restrictionValueOf(
        { name: 'music.create', restrictions: [] },
        { name: 'artist_selection', type: 'boolean', description: '' },
      ),
    ).toBe(0);
  });

  it('filters by name, title, description or area, and drops groups left empty', () => {
    expect(filterCatalogue(groups, 'UPLOAD').map((group) => group.permissions.map((p) => p.name))).toEqual([
      ['music.create'],
    ]);
    expect(filterCatalogue(groups, 'custom').map((group) => group.name)).toEqual(['custom_pages']);
    expect(filterCatalogue(groups, 'nothing like this')).toEqual([]);
    expect(filterCatalogue(groups, '  ')).toEqual(groups);
  });

  it('reads an empty limit as unlimited and refuses what is not a whole number', () => {
    expect(parseLimit('')).toEqual({ valid: true, value: null });
    expect(parseLimit(' 60 ')).toEqual({ valid: true, value: 60 });
    expect(parseLimit('-1')).toEqual({ valid: false });
    expect(parseLimit('1.5')).toEqual({ valid: false });
  });

  it('titles an area from its name', () => {
    expect(groupTitle('custom_pages')).toBe('Custom pages');
    expect(groupTitle('backstageRequests')).toBe('Backstage requests');
  });
});
