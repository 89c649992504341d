import type { NotificationAction } from '@tonearm/client/contract';
import { ButtonLink, buttonVariants, cn } from '@tonearm/ui';
import { ExternalLink } from './ExternalLink';
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
  const className = variant === 'link' ? 'h-auto px-0' : undefined;
  if (link.opensInNewTab) {
    return (
      <ExternalLink
        href={link.href}
        onClick={onFollow}
        className={cn(buttonVariants({ variant, size: 'sm' }), className)}
      >
        {action.label}
      </ExternalLink>
    );
  }
  return (
    <ButtonLink href={link.href} variant={variant} size="sm" className={className} onPress={onFollow}>
      {action.label}
    </ButtonLink>
  );
}
