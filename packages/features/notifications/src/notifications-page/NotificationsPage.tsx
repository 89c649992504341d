import { useSettings, useTrans } from '@tonearm/shell';
import { Button, ButtonLink } from '@tonearm/ui';
import { useSearchParams } from 'react-router';
import { SettingsIcon } from '../icons/icons';
import { NotificationList } from '../notification-list/NotificationList';
import { useNotificationActions } from '../notification-list/use-notification-actions';
import { useNotificationPage } from '../notification-list/use-notification-page';
import { NotificationPagination } from './NotificationPagination';
import { pageNumberFrom } from './page-number';

/** `/notifications` (doc 000 §2, doc 001 §2): every notification, 30 a page, with 'Mark all as read'. */
export function NotificationsPage() {
  const settings = useSettings();
  const { trans } = useTrans();
  const [searchParams] = useSearchParams();
  const pageNumber = pageNumberFrom(searchParams.get('page'));
  const { page, error, retry } = useNotificationPage(pageNumber);
  const { markAllAsRead, isMarkingAllAsRead } = useNotificationActions();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 md:py-10">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="me-auto font-semibold text-2xl">{trans('Notifications')}</h1>
        <Button
          variant="outline"
          size="sm"
          isPending={isMarkingAllAsRead}
          onPress={() => void markAllAsRead()}
        >
          {trans('Mark all as read')}
        </Button>
        {settings.notif?.subs.integrated && (
          <ButtonLink href="/notifications/settings" variant="outline" size="sm">
            <SettingsIcon />
            {trans('Settings')}
          </ButtonLink>
        )}
      </div>
      <div className="overflow-hidden rounded-ui border border-border bg-paper">
        <NotificationList notifications={page?.data} error={error} onRetry={retry} />
      </div>
      {page && <NotificationPagination page={page.current_page} lastPage={page.last_page} />}
    </div>
  );
}
