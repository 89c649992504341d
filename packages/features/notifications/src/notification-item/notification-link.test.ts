import { describe, expect, it } from 'vitest';
import { notificationLink } from './notification-link';

describe('notificationLink', () => {
  it('opens absolute http(s) and mailto URLs in a new tab', () => {
    expect(notificationLink('https://example.com/release?id=3')).toEqual({
      href: 'https://example.com/release?id=3',
      opensInNewTab: true,
    });
    expect(notificationLink('http://example.com')).toEqual({
      href: 'http://example.com/',
      opensInNewTab: true,
    });
    expect(notificationLink('mailto:band@example.com')?.opensInNewTab).toBe(true);
  });

  it('reads a protocol-relative URL as an absolute https one', () => {
    expect(notificationLink('//example.com/a')).toEqual({
      href: 'https://example.com/a',
      opensInNewTab: true,
    });
  });

  it('navigates in the app for paths, with or without the leading slash', () => {
    expect(notificationLink('/account-settings')).toEqual({
      href: '/account-settings',
      opensInNewTab: false,
    });
    expect(notificationLink('album/3/m83/hurry-up')).toEqual({
      href: '/album/3/m83/hurry-up',
      opensInNewTab: false,
    });
  });

  it('refuses script and data URLs, paths that leave the site and empty actions', () => {
    expect(notificationLink('javascript:alert(1)')).toBeNull();
    expect(notificationLink(' JavaScript:alert(1)')).toBeNull();
    expect(notificationLink('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(notificationLink('/\\evil.example')).toBeNull();
    expect(notificationLink('https://')).toBeNull();
    expect(notificationLink('  ')).toBeNull();
  });
});
