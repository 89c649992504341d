import { type Ref, useState } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../button';
import { cn } from '../utils/cn';
import { cookieNoticeVariants } from './cookie-notice.variants';
import { rememberCookieNoticeAccepted } from './cookie-notice-consent';

/** The notice's text. */
export const COOKIE_NOTICE_MESSAGE =
  'We use cookies to optimize site functionality and provide you with the best possible experience.';

/** A link shown beside the notice's text, such as the privacy policy (the `cookie_notice.button` setting). */
export interface CookieNoticeLink {
  label: string;
  /** A path on the site (navigated by the router under a `RouterProvider`) or a full address. */
  href: string;
}

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
   * The notice's text, translated by the app.
   * @default COOKIE_NOTICE_MESSAGE
   */
  message?: string;
  /**
   * A link beside the text, such as the privacy policy.
   * @default none
   */
  link?: CookieNoticeLink;
  /**
   * The region's accessible name.
   * @default 'Cookie notice'
   */
  label?: string;
  /**
   * The notice's element, for measuring the room it takes at its edge.
   * @default none
   */
  ref?: Ref<HTMLElement>;
  /** Extra classes for `[data-slot="cookie-notice"]`. */
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
  message = COOKIE_NOTICE_MESSAGE,
  link,
  label = 'Cookie notice',
  ref,
  className,
}: CookieNoticeProps) {
  const [isAccepted, setAccepted] = useState(false);
  if (isAccepted) return null;
  return (
    <section
      ref={ref}
      aria-label={label}
      data-slot="cookie-notice"
      data-position={position}
      className={cn(cookieNoticeVariants({ position }), className)}
    >
      <p>
        {message}
        {link && (
          <>
            {' '}
            <Link
              href={link.href}
              className="rounded-sm font-medium text-foreground underline underline-offset-4 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus"
            >
              {link.label}
            </Link>
          </>
        )}
      </p>
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
