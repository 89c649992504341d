import {
  acceptCookieNotice,
  COOKIE_NOTICE_COOKIE,
  createCookieJar,
  shouldShowCookieNotice,
} from '@tonearm/client/rules';
import { CookieNotice } from '@tonearm/ui';
import { useState } from 'react';
import { useBootstrapData } from '../bootstrap';
import { useTrans } from '../i18n';
import { useRoomAtEdge } from './use-room-at-edge';

/**
 * The cookie notice as the site settings configure it, until the visitor accepts it (doc 000 §4), with the
 * configured link (`cookie_notice.button`). The room it takes at its edge is kept free, so it covers no control.
 */
export function SiteCookieNotice() {
  const { settings, show_cookie_notice } = useBootstrapData();
  const { trans } = useTrans();
  const [accepted, setAccepted] = useState(false);
  const jar = createCookieJar(document);
  const visible =
    !accepted &&
    shouldShowCookieNotice({
      enabled: settings.cookie_notice?.enable,
      showCookieNotice: show_cookie_notice,
      acceptedCookie: jar.get(COOKIE_NOTICE_COOKIE),
    });
  const position = settings.cookie_notice?.position ?? 'bottom';
  const measure = useRoomAtEdge(visible ? position : null);
  if (!visible) return null;
  const button = settings.cookie_notice?.button;
  return (
    <CookieNotice
      ref={measure}
      position={position}
      label={trans('Cookie notice')}
      // The kit's default message, written here so translators find it.
      message={trans(
        'We use cookies to optimize site functionality and provide you with the best possible experience.',
      )}
      buttonLabel={trans('OK')}
      link={button?.label && button.action ? { label: trans(button.label), href: button.action } : undefined}
      onAccept={() => {
        acceptCookieNotice(jar);
        setAccepted(true);
      }}
    />
  );
}
