import { describe, expect, it } from 'vitest';
import { COOKIE_NOTICE_ACCEPTANCE_DAYS, shouldShowCookieNotice } from './should-show-cookie-notice';

describe('shouldShowCookieNotice', () => {
  it('remembers an acceptance for 30 days', () => {
    expect(COOKIE_NOTICE_ACCEPTANCE_DAYS).toBe(30);
  });

  it('shows when enabled and not yet accepted', () => {
    expect(shouldShowCookieNotice({ enabled: true, showCookieNotice: true, acceptedCookie: undefined })).toBe(
      true,
    );
  });

  it('hides once accepted', () => {
    expect(shouldShowCookieNotice({ enabled: true, showCookieNotice: true, acceptedCookie: 'true' })).toBe(
      false,
    );
  });

  it('hides when the bootstrap data says not to show it', () => {
    expect(shouldShowCookieNotice({ enabled: true, showCookieNotice: false, acceptedCookie: null })).toBe(
      false,
    );
  });

  it('hides when the setting is disabled or missing', () => {
    expect(shouldShowCookieNotice({ enabled: false, showCookieNotice: true, acceptedCookie: null })).toBe(
      false,
    );
    expect(shouldShowCookieNotice({ enabled: undefined, showCookieNotice: true, acceptedCookie: null })).toBe(
      false,
    );
  });
});
