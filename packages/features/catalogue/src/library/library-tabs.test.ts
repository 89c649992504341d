import { describe, expect, it } from 'vitest';
import { LIBRARY_TABS, libraryLink, libraryTabOf } from './library-tabs';

describe('library tabs', () => {
  it('finds the tab of each library path, with or without a trailing slash', () => {
    for (const tab of LIBRARY_TABS) expect(libraryTabOf(libraryLink(tab.id))).toBe(tab.id);
    expect(libraryTabOf('/library/history/')).toBe('history');
  });

  it('knows no tab outside the library or under an unknown name', () => {
    expect(libraryTabOf('/library')).toBeNull();
    expect(libraryTabOf('/library/podcasts')).toBeNull();
    expect(libraryTabOf('/album/1/a/b')).toBeNull();
  });
});
