import { describe, expect, it } from 'vitest';
import {
  AD_SLOT_MAX_FREE_HEIGHT,
  AD_SLOT_NAMES,
  adFrameHeight,
  adSnippetVersion,
  isAdSlotName,
} from './ad-slots';

describe('ad slots', () => {
  it('names the five slots of doc 000 §3', () => {
    expect(AD_SLOT_NAMES).toEqual([
      'general_top',
      'general_bottom',
      'artist_top',
      'artist_bottom',
      'album_above',
    ]);
    expect(isAdSlotName('artist_top')).toBe(true);
    expect(isAdSlotName('sidebar')).toBe(false);
    expect(isAdSlotName('constructor')).toBe(false);
  });

  it('keeps the general top slot at most 150 px high, as doc 001 §9 hints', () => {
    expect(adFrameHeight('general_top', 120)).toBe(120);
    expect(adFrameHeight('general_top', 400)).toBe(150);
  });

  it('lets other slots grow to their content, up to a ceiling', () => {
    expect(adFrameHeight('album_above', 250.2)).toBe(251);
    expect(adFrameHeight('artist_bottom', 5000)).toBe(AD_SLOT_MAX_FREE_HEIGHT);
  });

  it('starts a frame at a banner height when its document reported nothing usable', () => {
    expect(adFrameHeight('general_bottom', Number.NaN)).toBe(90);
    expect(adFrameHeight('general_bottom', -4)).toBe(90);
  });
});

describe('ad snippet versions', () => {
  it('changes with the snippet and stays with the same one', () => {
    expect(adSnippetVersion('<p>a</p>')).toBe(adSnippetVersion('<p>a</p>'));
    expect(adSnippetVersion('<p>a</p>')).not.toBe(adSnippetVersion('<p>b</p>'));
    expect(adSnippetVersion('')).toMatch(/^[0-9a-z]+$/);
  });
});
