import { describe, expect, it } from 'vitest';
import { hexToTriplet, isLinkAddress, removeAt, replaceAt, tripletToHex } from './landing-lists';

describe('landing page lists and colours', () => {
  it('changes and removes one item, leaving the others', () => {
    const list = [{ label: 'a' }, { label: 'b' }];
    expect(replaceAt(list, 1, { label: 'c' })).toEqual([{ label: 'a' }, { label: 'c' }]);
    expect(removeAt(list, 0)).toEqual([{ label: 'b' }]);
  });

  it('turns a hex colour into the triplet the picker edits and back', () => {
    expect(hexToTriplet('#1E1B4B')).toBe('30 27 75');
    expect(tripletToHex('30 27 75')).toBe('#1E1B4B');
  });

  it('takes site paths and web addresses as links, nothing else', () => {
    expect(isLinkAddress('/discover')).toBe(true);
    expect(isLinkAddress('https://example.com/a')).toBe(true);
    expect(isLinkAddress('javascript:alert(1)')).toBe(false);
    expect(isLinkAddress('discover')).toBe(false);
  });
});
