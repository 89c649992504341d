import { describe, expect, it } from 'vitest';
import { channelLabel } from './channel-label';

describe('channelLabel', () => {
  it('names the known channels', () => {
    expect(channelLabel('browser')).toBe('Browser');
    expect(channelLabel('email')).toBe('Email');
  });

  it('capitalises a channel it does not know, with spaces for separators', () => {
    expect(channelLabel('mobile_push')).toBe('Mobile push');
  });
});
