import { useCurrentUser, useTrans } from '@tonearm/shell';
import { Badge, Button, Dialog, DialogTrigger, Popover } from '@tonearm/ui';
import { BellIcon } from '../icons/icons';
import { useLiveUnreadUpdates } from '../live/use-live-unread-updates';
import { useUnreadCount } from '../unread-count/use-unread-count';
import { NotificationsPopoverContent } from './NotificationsPopoverContent';

/** Counts above this show as `99+` in the badge; the button's name keeps the real number. */
const MAX_BADGE_COUNT = 99;

function SignedInBell() {
  useLiveUnreadUpdates();
  const unreadCount = useUnreadCount();
  const { trans } = useTrans();
  return (
    <DialogTrigger>
      {/* The badge sits beside the button, not in it: the button's name carries the real count, and a name that
          does not contain the badge's visible text ('99+') would not match what speech-input users see. */}
      <span className="relative inline-flex">
        <Button
          variant="ghost"
          isIconOnly
          aria-label={
            unreadCount > 0
              ? trans('Notifications, :count unread', { count: unreadCount })
              : trans('Notifications')
          }
        >
          <BellIcon className="size-5" />
        </Button>
        {unreadCount > 0 && (
          <Badge
            tone="danger"
            aria-hidden="true"
            data-slot="unread-badge"
            className="pointer-events-none absolute -top-0.5 -right-0.5"
          >
            {unreadCount > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : unreadCount}
          </Badge>
        )}
      </span>
      <Popover placement="bottom end" className="w-[min(24rem,calc(100vw-2rem))] p-0">
        <Dialog padding="none">{({ close }) => <NotificationsPopoverContent close={close} />}</Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/**
 * The navbar's notification bell (doc 000 §2): a button with the unread count, opening a popover (a modal at
 * 768 px wide or less) with the latest notifications. Renders nothing for a guest.
 */
export function NotificationBell() {
  return useCurrentUser() ? <SignedInBell /> : null;
}
