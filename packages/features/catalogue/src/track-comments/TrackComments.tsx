import type { Comment, Track } from '@tonearm/client/contract';
import { useCurrentUser, useTrans } from '@tonearm/shell';
import { useId } from 'react';
import { Link } from 'react-router';
import { PagedListState } from '../paged-list/PagedListState';
import { useTrackPlayback } from '../track-waveform/use-track-playback';
import { commentPosition } from '../track-waveform/waveform-bars';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { useTrackComments } from './use-track-comments';

export interface TrackCommentsProps {
  track: Track;
}

/**
 * The track page's "Comments": how many, a form for signed-in listeners (pinned to the player's position while
 * the track plays), and the comments newest first, page by page; the viewer can delete their own.
 */
export function TrackComments({ track }: TrackCommentsProps) {
  const { trans } = useTrans();
  const user = useCurrentUser();
  const headingId = useId();
  const comments = useTrackComments(track.id);
  const playback = useTrackPlayback(track);
  const remove = (comment: Comment) => comments.remove(comment.id);
  const report = (comment: Comment) => comments.report(comment.id);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-semibold text-xl">
        {trans('Comments')}
        {comments.total !== null && (
          <>
            {' '}
            <span className="font-normal text-base text-muted-foreground">({comments.total})</span>
          </>
        )}
      </h2>
      {user ? (
        <CommentForm
          onPost={(content) =>
            comments.post(
              content,
              playback.isCurrent ? commentPosition(playback.positionMs, playback.durationMs) : undefined,
            )
          }
        />
      ) : (
        <p>
          <Link to="/login" className="font-medium text-primary hover:underline">
            {trans('Log in to comment')}
          </Link>
        </p>
      )}
      <PagedListState
        list={comments}
        loadingLabel={trans('Loading comments')}
        empty={{ title: trans('No comments yet'), description: trans('Be the first to say something.') }}
      >
        {(items) => (
          <ul aria-labelledby={headingId} className="flex flex-col gap-4">
            {items.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                durationMs={playback.durationMs}
                {...(user?.id === comment.user.id ? { onDelete: remove } : {})}
                {...(user && user.id !== comment.user.id ? { onReport: report } : {})}
              />
            ))}
          </ul>
        )}
      </PagedListState>
    </section>
  );
}
