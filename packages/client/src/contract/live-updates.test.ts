import { describe, expect, it } from 'vitest';
import { isLiveUpdatesOn, readLiveUnreadCount } from './live-updates';

describe('readLiveUnreadCount', () => {
  it("reads the count of an unread or notification event's data", () => {
    expect(readLiveUnreadCount('{"unreadCount":3}')).toBe(3);
    expect(readLiveUnreadCount('{"unreadCount":0}')).toBe(0);
  });

  it('answers null for data that is not a count, so a bad event changes nothing', () => {
    expect(readLiveUnreadCount('not json')).toBeNull();
    expect(readLiveUnreadCount('{"unreadCount":-1}')).toBeNull();
    expect(readLiveUnreadCount('{"unreadCount":"3"}')).toBeNull();
    expect(readLiveUnreadCount('{}')).toBeNull();
  });
});

describe('isLiveUpdatesOn', () => {
  it('is on only when the live_updates group says enable: true', () => {
    expect(isLiveUpdatesOn({ live_updates: { enable: true } })).toBe(true);
    expect(isLiveUpdatesOn({ live_updates: { enable: false } })).toBe(false);
    expect(isLiveUpdatesOn({})).toBe(false);
    expect(isLiveUpdatesOn({ live_updates: { enable: 'yes' } })).toBe(false);
  });
});
