// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { acceptCookieNotice } from './accept-cookie-notice';
import { createCookieJar } from './cookie-jar';
import { COOKIE_NOTICE_COOKIE, shouldShowCookieNotice } from './should-show-cookie-notice';

describe('acceptCookieNotice', () => {
  afterEach(() => createCookieJar(document).remove(COOKIE_NOTICE_COOKIE));

  it('writes a 30-day acceptance cookie on path /', () => {
    const written: string[] = [];
    const recorder = {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    acceptCookieNotice(createCookieJar(recorder));
    expect(written).toEqual([`${COOKIE_NOTICE_COOKIE}=true; Max-Age=2592000; Path=/; SameSite=Lax`]);
  });

  it('hides the notice afterwards', () => {
    const jar = createCookieJar(document);
    acceptCookieNotice(jar);
    expect(
      shouldShowCookieNotice({
        enabled: true,
        showCookieNotice: true,
        acceptedCookie: jar.get(COOKIE_NOTICE_COOKIE),
      }),
    ).toBe(false);
  });
});
