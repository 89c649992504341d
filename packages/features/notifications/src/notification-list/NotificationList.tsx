import type { Notification } from '@tonearm/client/contract';
import { GENERIC_ERROR_MESSAGE, useTrans } from '@tonearm/shell';
import { Button, cn } from '@tonearm/ui';
import { BellIcon } from '../icons/icons';
import { NotificationItem } from '../notification-item/NotificationItem';
import { NotificationsLoading } from './NotificationsLoading';

/** Doc 000 §2: what the bell's popover and the list say when there is nothing to show. */
export const EMPTY_NOTIFICATIONS_TEXT = 'Hang tight! Notifications will start showing up here soon.';

export interface NotificationListProps {
  /** The notifications, newest first; `undefined` while loading. */
  notifications: Notification[] | undefined;
  /** Why they could not be loaded. */
  error?: unknown;
  /** Loads them again after an error. */
  onRetry?: () => void;
  /** Called when a notification's link is followed. */
  onNavigate?: () => void;
  /**
   * Whether the list scrolls within a bounded height (in the bell's popover); it then takes focus, so keyboard
   * users can scroll it.
   * @default false
   */
  isScrollable?: boolean;
}

/** A list of notifications with its loading, error and empty states. Styling hook: `[data-slot="notification-list"]`. */
export function NotificationList({
  notifications,
  error,
  onRetry,
  onNavigate,
  isScrollable,
}: NotificationListProps) {
  const { trans } = useTrans();
  if (error && !notifications) {
    return (
      <div className="flex flex-col items-start gap-2 p-4 text-sm">
        <p>{trans(GENERIC_ERROR_MESSAGE)}</p>
        {onRetry && (
          <Button variant="outline" size="sm" onPress={onRetry}>
            {trans('Try again')}
          </Button>
        )}
      </div>
    );
  }
  if (!notifications) return <NotificationsLoading />;
  if (notifications.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-10 text-center text-muted-foreground text-sm">
        <BellIcon className="size-10" />
        <p>{trans('Hang tight! Notifications will start showing up here soon.')}</p>
      </div>
    );
  }
  return (
    <ul
      aria-label={trans('Notifications')}
      data-slot="notification-list"
      // A bounded list scrolls; keyboard users must reach it to scroll.
      tabIndex={isScrollable ? 0 : undefined}
      className={cn(
        'divide-y divide-border',
        isScrollable &&
          'max-h-[min(60vh,28rem)] overflow-y-auto outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset',
      )}
    >
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}
