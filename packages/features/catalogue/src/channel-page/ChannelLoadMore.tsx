import { useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';
import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion, useScrolledIntoView } from '../paged-list/use-scrolled-into-view';
import type { MoreChannelContent } from './use-more-channel-content';

export interface ChannelLoadMoreProps {
  more: MoreChannelContent;
  /** `infinite` also loads the next page as the end of the content comes into view. */
  mode: 'infinite' | 'loadMore';
}

/**
 * Under a channel's content: a "Load more" button while pages remain (in the infinite mode too, for the keyboard
 * and for visitors who asked for less motion, whose pages then load only on request), and a polite announcement
 * of how many items each page added.
 */
export function ChannelLoadMore({ more, mode }: ChannelLoadMoreProps) {
  const { trans } = useTrans();
  const marker = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLParagraphElement>(null);
  const pressed = useRef(false);
  const reducedMotion = usePrefersReducedMotion();
  useScrolledIntoView(marker, more.loadMore, {
    enabled: mode === 'infinite' && !reducedMotion && more.hasMore && !more.error,
    round: more.items.length,
  });
  const { hasMore, isLoadingMore } = more;
  // The button goes with the last page: focus would fall to the document's start, so it moves to the end's note.
  useEffect(() => {
    if (!hasMore && !isLoadingMore && pressed.current) {
      pressed.current = false;
      end.current?.focus();
    }
  }, [hasMore, isLoadingMore]);
  return (
    <div className="relative flex flex-col items-center gap-3">
      {/* Spans the content's last rows: a scrolling ancestor clips a marker below them out of the observer's margin. */}
      <div
        ref={marker}
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 bottom-full h-96"
      />
      <p role="status" className="sr-only">
        {more.lastAdded === null
          ? ''
          : trans('{count, plural, one {# more item shown} other {# more items shown}}', {
              count: more.lastAdded,
            })}
      </p>
      {more.error !== null && (
        <p role="alert" className="text-destructive text-sm">
          {trans('There was an issue. Please try again.')}
        </p>
      )}
      {hasMore ? (
        <Button
          variant="outline"
          isPending={isLoadingMore}
          onPress={() => {
            pressed.current = true;
            more.loadMore();
          }}
        >
          {more.error === null ? trans('Load more') : trans('Try again')}
        </Button>
      ) : (
        more.lastAdded !== null && (
          <p
            ref={end}
            tabIndex={-1}
            className="text-muted-foreground text-sm outline-none focus-visible:ring-2"
          >
            {trans('Everything is shown')}
          </p>
        )
      )}
    </div>
  );
}
