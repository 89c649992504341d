import type { Comment } from '@tonearm/client/contract';
import { userProfileLink } from '@tonearm/client/rules';
import { showRequestError, useRelativeTime, useTrans } from '@tonearm/shell';
import { AlertDialog, Avatar, cn, formatPlaybackTime, toast } from '@tonearm/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { commentSecond } from '../track-waveform/waveform-bars';
import { CommentMenu } from './CommentMenu';

export interface CommentItemProps {
  comment: Comment;
  /** The track's length, to say the point of the track the comment was written at. */
  durationMs: number;
  /** Deletes the comment; given only for comments the viewer may delete. @default undefined */
  onDelete?: (comment: Comment) => Promise<void>;
  /** Reports the comment to the moderators; given only for other people's comments. @default undefined */
  onReport?: (comment: Comment) => Promise<void>;
}

const timeContext = { locale: 'en', minValue: 0, maxValue: 0 };

/** One comment: its author with a link to their profile, when and where in the track it was written, its text. */
export function CommentItem({ comment, durationMs, onDelete, onReport }: CommentItemProps) {
  const { trans } = useTrans();
  const relativeTime = useRelativeTime();
  const [confirming, setConfirming] = useState(false);
  const second = commentSecond(comment.position, durationMs);
  const report = onReport
    ? () =>
        void onReport(comment).then(
          () => toast.positive(trans('Thank you: the moderators will look at this comment.')),
          (error: unknown) => showRequestError(error),
        )
    : undefined;
  return (
    <li
      data-slot="comment"
      className={cn('flex gap-3', comment.depth > 0 && 'ms-10')}
      aria-label={trans('Comment by :name', { name: comment.user.name })}
    >
      <Avatar name={comment.user.name} src={comment.user.image} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link to={userProfileLink(comment.user)} className="font-medium hover:underline">
            {comment.user.name}
          </Link>
          {second !== null && (
            <span className="text-muted-foreground tabular-nums">
              {trans('at :time', { time: formatPlaybackTime(second, timeContext) })}
            </span>
          )}
          <time dateTime={comment.created_at} className="text-muted-foreground text-xs">
            {relativeTime(comment.created_at)}
          </time>
        </div>
        {comment.deleted ? (
          <p className="text-muted-foreground italic">{trans('This comment was deleted.')}</p>
        ) : (
          <p className="whitespace-pre-line break-words">{comment.content}</p>
        )}
      </div>
      {(onDelete || report) && !comment.deleted && (
        <CommentMenu
          comment={comment}
          {...(onDelete ? { onDelete: () => setConfirming(true) } : {})}
          {...(report ? { onReport: report } : {})}
        />
      )}
      {onDelete && !comment.deleted && (
        <AlertDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          intent="danger"
          title={trans('Delete comment?')}
          confirmLabel={trans('Delete')}
          cancelLabel={trans('Cancel')}
          onConfirm={async () => {
            try {
              await onDelete(comment);
            } catch (error) {
              showRequestError(error);
              throw error;
            }
          }}
        >
          {trans('Your comment will be deleted for good.')}
        </AlertDialog>
      )}
    </li>
  );
}
