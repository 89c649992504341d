import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findTypeAheadMatch, TYPE_AHEAD_RESET_MS, TypeAheadBuffer } from './use-type-ahead';

describe('TypeAheadBuffer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec reset of 500 ms', () => {
    expect(TYPE_AHEAD_RESET_MS).toBe(500);
  });

  it('accumulates characters typed within 500 ms of each other', () => {
    const buffer = new TypeAheadBuffer();
    buffer.type('p');
    vi.advanceTimersByTime(499);
    expect(buffer.type('l')).toBe('pl');
  });

  it('resets 500 ms after the last character', () => {
    const buffer = new TypeAheadBuffer();
    buffer.type('p');
    vi.advanceTimersByTime(300);
    buffer.type('l');
    vi.advanceTimersByTime(499);
    expect(buffer.query).toBe('pl');
    vi.advanceTimersByTime(1);
    expect(buffer.query).toBe('');
    expect(buffer.type('a')).toBe('a');
  });

  it('clears at once on clear()', () => {
    const buffer = new TypeAheadBuffer();
    buffer.type('p');
    buffer.clear();
    expect(buffer.query).toBe('');
  });
});

describe('findTypeAheadMatch', () => {
  const labels = ['Play next', 'Add to queue', 'Add to playlist', 'Share', 'Play radio'];

  it('moves to the next label starting with a typed letter, wrapping round', () => {
    expect(findTypeAheadMatch(labels, 's', 0)).toBe(3);
    expect(findTypeAheadMatch(labels, 'p', 4)).toBe(0);
  });

  it('ignores case and leading spaces', () => {
    expect(findTypeAheadMatch(['  Share'], 'S', -1)).toBe(0);
    expect(findTypeAheadMatch(labels, 'SH', -1)).toBe(3);
  });

  it('stays on the current label while a longer query still matches it', () => {
    expect(findTypeAheadMatch(labels, 'add to', 1)).toBe(1);
    expect(findTypeAheadMatch(labels, 'add to p', 1)).toBe(2);
  });

  it('cycles through labels starting with one letter typed repeatedly', () => {
    expect(findTypeAheadMatch(labels, 'pp', 0)).toBe(4);
    expect(findTypeAheadMatch(labels, 'ppp', 4)).toBe(0);
  });

  it('starts from the top when nothing is focused', () => {
    expect(findTypeAheadMatch(labels, 'a', -1)).toBe(1);
  });

  it('finds nothing for an unmatched query or an empty list', () => {
    expect(findTypeAheadMatch(labels, 'z', 0)).toBe(-1);
    expect(findTypeAheadMatch([], 'a', -1)).toBe(-1);
    expect(findTypeAheadMatch(labels, '', 0)).toBe(-1);
  });
});
