import { describe, expect, it } from 'vitest';
import { artistTabsOf, artistTabsText, movedTab } from './artist-tabs-value';

const tabs = [
  { id: 'discography', active: true },
  { id: 'similar', active: false },
  { id: 'about', active: true },
  { id: 'followers', active: true },
] as const;

describe('the artist page tabs field', () => {
  it('keeps the order and each tab shown or hidden through the form text', () => {
    expect(artistTabsText(tabs)).toBe('discography:1,similar:0,about:1,followers:1');
    expect(artistTabsOf(artistTabsText(tabs))).toEqual(tabs);
  });

  it('drops names that are no tab', () => {
    expect(artistTabsOf('videos:1,about:1')).toEqual([{ id: 'about', active: true }]);
  });

  it('moves a tab up or down one place and leaves the edges as they are', () => {
    expect(movedTab(tabs, 2, -1).map((tab) => tab.id)).toEqual([
      'discography',
      'about',
      'similar',
      'followers',
    ]);
    expect(movedTab(tabs, 0, -1)).toEqual(tabs);
    expect(movedTab(tabs, 3, 1)).toEqual(tabs);
  });
});
