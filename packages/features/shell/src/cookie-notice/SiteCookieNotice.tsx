import {
  acceptCookieNotice,
  COOKIE_NOTICE_COOKIE,
  createCookieJar,
  shouldShowCookieNotice,
} from '@tonearm/client/rules';
import { CookieNotice } from '@tonearm/ui';
import { useBootstrapData } from '../bootstrap';

/** The cookie notice as the site settings configure it, until the visitor accepts it (doc 000 §4). */
export function SiteCookieNotice() {
  const { settings, show_cookie_notice } = useBootstrapData();
  const jar = createCookieJar(document);
  const visible = shouldShowCookieNotice({
    enabled: settings.cookie_notice?.enable,
    showCookieNotice: show_cookie_notice,
    acceptedCookie: jar.get(COOKIE_NOTICE_COOKIE),
  });
  if (!visible) return null;
  return (
    <CookieNotice
      position={settings.cookie_notice?.position ?? 'bottom'}
      onAccept={() => acceptCookieNotice(jar)}
    />
  );
}
