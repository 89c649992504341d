import { describe, expect, it } from 'vitest';
import { repostMessage } from './use-repost';

describe('repostMessage', () => {
  it('confirms a new repost and a repost taken back', () => {
    expect(repostMessage(true)).toBe('Reposted to your followers');
    expect(repostMessage(false)).toBe('Removed from your reposts');
  });
});
