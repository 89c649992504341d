import { trans as translate } from '@tonearm/shell';
import { describe, expect, it } from 'vitest';
import { commentDeletionMessage } from './comment-deletion-message';

const trans = (line: string, replacements?: Record<string, string | number>) =>
  translate({}, line, replacements);
const deleted = (removed: number, marked: number) => ({ status: 'success' as const, removed, marked });

describe('the comment deletion toast', () => {
  it('counts the comments removed', () => {
    expect(commentDeletionMessage(deleted(1, 0), trans)).toBe('1 comment deleted');
    expect(commentDeletionMessage(deleted(3, 0), trans)).toBe('3 comments deleted');
  });

  it('says a comment with replies was only marked deleted', () => {
    expect(commentDeletionMessage(deleted(0, 1), trans)).toBe('1 comment with replies marked deleted');
  });

  it('says both when a selection held both', () => {
    expect(commentDeletionMessage(deleted(2, 2), trans)).toBe(
      '2 comments deleted. 2 comments with replies marked deleted',
    );
  });
});
