import type { NotificationLine } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { cn } from '@tonearm/ui';
import { LineIcon } from './LineIcon';
import { sanitizeNotificationHtml } from './sanitize-notification-html';

export interface NotificationLinesProps {
  /** The id of the text, for the controls it describes. */
  id: string;
  lines: NotificationLine[];
  /** Whether the notification is unread, said before its text for screen readers. */
  isUnread: boolean;
}

/** The text of a notification: its lines, primary ones emphasised, each line's HTML sanitised (doc 000 §3). */
export function NotificationLines({ id, lines, isUnread }: NotificationLinesProps) {
  const { trans } = useTrans();
  return (
    <span id={id} data-slot="notification-lines" className="flex min-w-0 flex-col gap-1 text-start text-sm">
      {isUnread && <span className="sr-only">{trans('Unread:')} </span>}
      {lines.map((line, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity and never move within a notification
          key={index}
          data-type={line.type === 'primary' ? 'primary' : 'other'}
          className={cn(
            'flex items-start gap-2 break-words',
            line.type === 'primary' ? 'text-foreground' : 'text-muted-foreground',
          )}
        >
          {line.icon && <LineIcon name={line.icon} />}
          <span
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify to inline formatting only
            dangerouslySetInnerHTML={{ __html: sanitizeNotificationHtml(line.content) }}
          />
        </span>
      ))}
    </span>
  );
}
