import { describe, expect, it } from 'vitest';
import { tagPageTabOf, tagQueueId } from './tag-tabs';

describe('tag page tabs', () => {
  it('opens on the overview, and on the tracks or albums sub-page by its segment', () => {
    expect(tagPageTabOf(undefined)).toBe('overview');
    expect(tagPageTabOf('tracks')).toBe('tracks');
    expect(tagPageTabOf('albums')).toBe('albums');
  });

  it('has no tab for any other segment, so the page is not found', () => {
    expect(tagPageTabOf('overview')).toBeNull();
    expect(tagPageTabOf('artists')).toBeNull();
  });

  it("names the queue of a tag's tracks after the tag", () => {
    expect(tagQueueId('night-drive')).toBe('tag.night-drive');
  });
});
