import { useState } from 'react';
import { Button } from '../button';
import { cn } from '../utils/cn';
import { cookieNoticeVariants } from './cookie-notice.variants';
import { rememberCookieNoticeAccepted } from './cookie-notice-consent';

/** The notice's text. */
export const COOKIE_NOTICE_MESSAGE =
  'We use cookies to optimize site functionality and provide you with the best possible experience.';

export interface CookieNoticeProps {
  /**
   * The edge of the screen the notice sits on (the `cookie_notice.position` setting).
   * @default 'bottom'
   */
  position?: 'top' | 'bottom';
  /**
   * Called when the visitor presses OK; the notice then hides itself.
   * @default rememberCookieNoticeAccepted, which remembers the acceptance for 30 days
   */
  onAccept?: () => void;
  /**
   * The button's text.
   * @default 'OK'
   */
  buttonLabel?: string;
  /**
   * Extra classes for `[data-slot="cookie-notice"]`.
   * @default undefined
   */
  className?: string;
}

/**
 * The cookie notice bar. Render it only when the setting enables it and the visitor has not accepted it yet
 * (`hasAcceptedCookieNotice()`); it hides itself once accepted. Styling hook: `[data-slot="cookie-notice"]`.
 */
export function CookieNotice({
  position = 'bottom',
  onAccept = rememberCookieNoticeAccepted,
  buttonLabel = 'OK',
  className,
}: CookieNoticeProps) {
  const [isAccepted, setAccepted] = useState(false);
  if (isAccepted) return null;
  return (
    <section
      aria-label="Cookie notice"
      data-slot="cookie-notice"
      data-position={position}
      className={cn(cookieNoticeVariants({ position }), className)}
    >
      <p>{COOKIE_NOTICE_MESSAGE}</p>
      <Button
        size="sm"
        onPress={() => {
          onAccept();
          setAccepted(true);
        }}
      >
        {buttonLabel}
      </Button>
    </section>
  );
}
