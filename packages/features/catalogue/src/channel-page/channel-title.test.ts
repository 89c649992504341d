import type { Channel } from '@tonearm/client/contract';
import { trans } from '@tonearm/shell';
import { describe, expect, it } from 'vitest';
import { channelTitle } from './ChannelPage';

const translate = (line: string, replacements?: Record<string, string | number>) =>
  trans({}, line, replacements);
const channel = (name: string, genre?: string) =>
  ({ name, restriction: genre ? { display_name: genre } : null }) as unknown as Channel;

describe('channelTitle', () => {
  it('names the genre once when the channel is already named after it', () => {
    expect(channelTitle(channel('Synthwave', 'Synthwave'), translate)).toBe('Synthwave');
  });

  it('puts the genre before a channel named for something else', () => {
    expect(channelTitle(channel('New releases', 'Jazz'), translate)).toBe('Jazz New releases');
  });

  it('is the channel name without a restriction', () => {
    expect(channelTitle(channel('Popular albums'), translate)).toBe('Popular albums');
  });
});
