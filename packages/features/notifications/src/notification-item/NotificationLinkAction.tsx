import type { NotificationAction } from '@tonearm/client/contract';
import { ButtonLink } from '@tonearm/ui';
import { notificationLink } from './notification-link';

export interface NotificationLinkActionProps {
  action: NotificationAction;
  /** Called when the link is followed. */
  onFollow(): void;
  /**
   * How it looks: a button for the notification's button actions, a text link for a line's action.
   * @default 'outline'
   */
  variant?: 'outline' | 'link';
}

/**
 * One of a notification's actions as a link: an absolute URL opens in a new tab, a path navigates in the app
 * (doc 000 §4). An action whose target is refused is not shown.
 */
export function NotificationLinkAction({
  action,
  onFollow,
  variant = 'outline',
}: NotificationLinkActionProps) {
  const link = notificationLink(action.action);
  if (!link) return null;
  return (
    <ButtonLink
      href={link.href}
      variant={variant}
      size="sm"
      className={variant === 'link' ? 'h-auto px-0' : undefined}
      onPress={onFollow}
      {...(link.opensInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {action.label}
      {link.opensInNewTab && <span className="sr-only"> (opens in a new tab)</span>}
    </ButtonLink>
  );
}
