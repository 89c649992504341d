import { describe, expect, it } from 'vitest';
import { channelLabel } from './channel-label';

describe('channelLabel', () => {
  const english = (line: string) => line;

  it('names the known channels in the visitor’s language', () => {
    expect(channelLabel('browser', english)).toBe('Browser');
    expect(channelLabel('email', english)).toBe('Email');
    const german: Record<string, string> = { Browser: 'Browser', Email: 'E-Mail' };
    expect(channelLabel('email', (line) => german[line] ?? line)).toBe('E-Mail');
  });

  it('capitalises a channel it does not know, with spaces for separators', () => {
    expect(channelLabel('mobile_push', english)).toBe('Mobile push');
  });
});
