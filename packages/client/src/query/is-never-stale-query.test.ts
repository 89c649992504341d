import { describe, expect, it } from 'vitest';
import { isNeverStaleQuery } from './is-never-stale-query';

describe('isNeverStaleQuery', () => {
  it.each([
    'notifications/me/subscriptions',
    '/notifications/me/subscriptions',
    'api/v1/notifications/me/subscriptions',
    'https://tonearm.example/api/v1/notifications/me/subscriptions?workspaceId=0',
  ])('names the subscription preferences %s never stale', (key) => {
    expect(isNeverStaleQuery(key)).toBe(true);
  });

  it('reads the path from an array key or a key function', () => {
    expect(isNeverStaleQuery(['notifications/me/subscriptions', { page: 1 }])).toBe(true);
    expect(isNeverStaleQuery(() => 'notifications/me/subscriptions')).toBe(true);
  });

  it('leaves other data subject to the freshness window', () => {
    expect(isNeverStaleQuery('notifications')).toBe(false);
    expect(isNeverStaleQuery('users/me')).toBe(false);
    expect(isNeverStaleQuery(['billing/products'])).toBe(false);
    expect(isNeverStaleQuery('notifications/me/subscriptions/extra')).toBe(false);
  });

  it('treats empty and not-ready keys as ordinary', () => {
    expect(isNeverStaleQuery(null)).toBe(false);
    expect(isNeverStaleQuery(false)).toBe(false);
    expect(
      isNeverStaleQuery(() => {
        throw new Error('user not loaded yet');
      }),
    ).toBe(false);
  });
});
