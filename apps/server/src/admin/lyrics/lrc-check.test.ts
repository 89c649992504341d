import { describe, expect, it } from 'vitest';
import { lrcProblem } from './lrc-check';

describe('checking synced lyrics before they are saved', () => {
  it('accepts timed lines, repeated stamps, header tags and blank lines', () => {
    const text = '[ar:Someone]\n[offset:+200]\n[00:01.50]First\n\n[00:04][01:10.2]Chorus\n[00:09:05]';
    expect(lrcProblem(text)).toBeNull();
  });

  it('names the first line without a time stamp, counting from one', () => {
    expect(lrcProblem('[00:01.00]One\n[00:02.00]Two\nThree\nFour')).toBe(
      'Line 3 has no time stamp such as [01:23.45] at its start.',
    );
  });

  it('refuses a stamp past 59 seconds and a stamp that is not at the start', () => {
    expect(lrcProblem('[00:01.00]One\n[00:75.00]Two')).toBe(
      'Line 2 has a time stamp with more than 59 seconds.',
    );
    expect(lrcProblem('One [00:01.00]')).toBe('Line 1 has no time stamp such as [01:23.45] at its start.');
  });

  it('refuses text with no timed line at all', () => {
    expect(lrcProblem('[ar:Someone]\n\n')).toBe('Synced lyrics need at least one line with a time stamp.');
  });
});
