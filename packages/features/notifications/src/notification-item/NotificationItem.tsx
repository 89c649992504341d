import type { InviteAnswer, Notification } from '@tonearm/client/contract';
import { type Translate, useRelativeTime, useTrans } from '@tonearm/shell';
import { type ReactNode, useId } from 'react';
import { Button as PlainButton, Link as PlainLink } from 'react-aria-components';
import { BellIcon } from '../icons/icons';
import { useNotificationActions } from '../notification-list/use-notification-actions';
import { WorkspaceInvitationActions } from '../workspace-invitation/WorkspaceInvitationActions';
import { ExternalLink } from './ExternalLink';
import { NotificationLines } from './NotificationLines';
import { NotificationLinkAction } from './NotificationLinkAction';
import { notificationLink } from './notification-link';

export interface NotificationItemProps {
  notification: Notification;
  /** Called when one of the notification's links is followed, so an overlay showing it can close. */
  onNavigate?: () => void;
}

const mainPartClass =
  'flex min-w-0 flex-1 flex-col rounded-ui outline-none focus-visible:ring-2 focus-visible:ring-focus data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus';

function NotificationImage({ image }: { image: string | null | undefined }) {
  if (image) {
    return <img src={image} alt="" className="size-10 shrink-0 rounded-full object-cover" />;
  }
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
      <BellIcon className="size-5" />
    </span>
  );
}

/** What an answered workspace invitation says in place of its Join and Decline. */
const inviteAnswered = (answer: InviteAnswer, trans: Translate): string =>
  answer === 'joined' ? trans('You joined this workspace.') : trans('You declined this invitation.');

/**
 * One notification (doc 000 §3, §4): image, lines, time, actions. Unread while `read_at` is empty; following it,
 * or pressing it when it leads nowhere, marks it read. Its main action opens an absolute URL in a new tab and
 * navigates in the app otherwise. A workspace invitation offers Join and Decline until it is answered. Styling hooks:
 * `[data-slot="notification"]` with `[data-unread]`.
 */
export function NotificationItem({ notification, onNavigate }: NotificationItemProps) {
  const { markAsRead } = useNotificationActions();
  const relativeTime = useRelativeTime();
  const { trans } = useTrans();
  const textId = useId();
  const { data } = notification;
  // An answered invitation says how it was answered instead of offering Join and Decline again.
  const invitationOpen = data.inviteId !== undefined && data.inviteAnswer === undefined;
  const isUnread = !notification.read_at;
  const mainLink = data.mainAction ? notificationLink(data.mainAction.action) : null;

  const follow = () => {
    void markAsRead(notification);
    onNavigate?.();
  };

  const text = <NotificationLines id={textId} lines={data.lines} isUnread={isUnread} />;
  let mainPart: ReactNode;
  if (mainLink?.opensInNewTab) {
    mainPart = (
      <ExternalLink href={mainLink.href} onClick={follow} className={mainPartClass}>
        {text}
      </ExternalLink>
    );
  } else if (mainLink) {
    mainPart = (
      <PlainLink href={mainLink.href} onPress={follow} className={mainPartClass}>
        {text}
      </PlainLink>
    );
  } else if (isUnread) {
    mainPart = (
      <PlainButton onPress={() => void markAsRead(notification)} className={mainPartClass}>
        {text}
      </PlainButton>
    );
  } else {
    mainPart = <div className="flex min-w-0 flex-1">{text}</div>;
  }

  const lineActions = data.lines.flatMap((line) => (line.action ? [line.action] : []));
  const buttonActions = data.buttonActions ?? [];
  return (
    <li
      data-slot="notification"
      data-unread={isUnread || undefined}
      className="flex gap-3 px-4 py-3 data-[unread]:bg-primary/5"
    >
      <NotificationImage image={data.image} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        {mainPart}
        {lineActions.length > 0 && (
          <div className="flex flex-wrap gap-x-3">
            {lineActions.map((action, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two lines may link to the same place
              <NotificationLinkAction key={index} action={action} variant="link" onFollow={follow} />
            ))}
          </div>
        )}
        <time dateTime={notification.created_at} className="text-muted-foreground text-xs">
          {relativeTime(notification.created_at)}
        </time>
        {data.inviteAnswer !== undefined && (
          <p className="text-muted-foreground text-sm">{inviteAnswered(data.inviteAnswer, trans)}</p>
        )}
        {(buttonActions.length > 0 || invitationOpen) && (
          <div className="flex flex-wrap gap-2">
            {invitationOpen && data.inviteId !== undefined && (
              <WorkspaceInvitationActions inviteId={data.inviteId} describedBy={textId} />
            )}
            {buttonActions.map((action, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two buttons may link to the same place
              <NotificationLinkAction key={index} action={action} onFollow={follow} />
            ))}
          </div>
        )}
      </div>
      {isUnread && <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />}
    </li>
  );
}
