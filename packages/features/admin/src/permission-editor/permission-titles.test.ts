import type { Translate } from '@tonearm/shell';
import { describe, expect, it } from 'vitest';
import { permissionGroupTitle, restrictionTitle } from './permission-titles';

const french: Translate = (line) =>
  ({ 'Custom pages': 'Pages personnalisées', 'Artist selection': 'Choix de l’artiste' })[line] ?? line;

describe('the permission editor’s titles', () => {
  it('names known areas and restrictions in the reader’s language', () => {
    expect(permissionGroupTitle(french, 'custom_pages')).toBe('Pages personnalisées');
    expect(restrictionTitle(french, 'artist_selection')).toBe('Choix de l’artiste');
  });

  it('spells out an area or restriction it does not know from its key, never a property of every object', () => {
    expect(permissionGroupTitle(french, 'podcastEpisodes')).toBe('Podcast episodes');
    expect(permissionGroupTitle(french, 'constructor')).toBe('Constructor');
    expect(restrictionTitle(french, 'max_tracks')).toBe('Max tracks');
  });
});
