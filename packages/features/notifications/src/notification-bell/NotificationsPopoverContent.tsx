import { useSettings, useTrans } from '@tonearm/shell';
import { Button, ButtonLink, DialogTitle } from '@tonearm/ui';
import { lazy, Suspense } from 'react';
import { SettingsIcon } from '../icons/icons';
import { NotificationsLoading } from '../notification-list/NotificationsLoading';
import { useNotificationActions } from '../notification-list/use-notification-actions';
import { useNotificationPage } from '../notification-list/use-notification-page';

// The list (items, sanitiser, dates) loads when the popover first opens, keeping it out of every page's first visit.
const NotificationList = lazy(() =>
  import('../notification-list/NotificationList').then((m) => ({ default: m.NotificationList })),
);

export interface NotificationsPopoverContentProps {
  /** Closes the popover, when the user follows a link out of it. */
  close(): void;
}

/**
 * The inside of the bell's popover (doc 000 §2): the title 'Notifications', 'Mark all as read', the settings link
 * when channel subscriptions are integrated, the latest notifications and a link to all of them.
 */
export function NotificationsPopoverContent({ close }: NotificationsPopoverContentProps) {
  const settings = useSettings();
  const { trans } = useTrans();
  const { page, error, retry } = useNotificationPage(1);
  const { markAllAsRead, isMarkingAllAsRead } = useNotificationActions();
  return (
    <div className="flex flex-col">
      <div className="flex items-center gap-2 border-border border-b px-4 py-3">
        <DialogTitle className="me-auto pr-0 text-base">{trans('Notifications')}</DialogTitle>
        <Button variant="ghost" size="sm" isPending={isMarkingAllAsRead} onPress={() => void markAllAsRead()}>
          {trans('Mark all as read')}
        </Button>
        {settings.notif?.subs.integrated && (
          <ButtonLink
            href="/notifications/settings"
            variant="ghost"
            size="sm"
            isIconOnly
            aria-label={trans('Notification settings')}
            onPress={close}
          >
            <SettingsIcon />
          </ButtonLink>
        )}
      </div>
      <Suspense fallback={<NotificationsLoading />}>
        <NotificationList
          notifications={page?.data}
          error={error}
          onRetry={retry}
          onNavigate={close}
          isScrollable
        />
      </Suspense>
      <div className="flex justify-center border-border border-t px-4 py-2">
        <ButtonLink href="/notifications" variant="link" size="sm" onPress={close}>
          {trans('View all notifications')}
        </ButtonLink>
      </div>
    </div>
  );
}
