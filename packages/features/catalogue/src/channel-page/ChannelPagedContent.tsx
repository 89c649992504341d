import { getChannel } from '@tonearm/client';
import type { Channel, ChannelContentItem, NestedChannel } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { lazy, Suspense } from 'react';
import { ChannelContent, NestedChannelSection } from '../channel-content/ChannelContent';
import { useMoreChannelContent } from './use-more-channel-content';

// The paging controls load only for a channel with more than one page, so a one-page channel (the home page's
// rows) leaves them out of its first visit.
const ChannelLoadMore = lazy(() => import('./ChannelLoadMore').then((m) => ({ default: m.ChannelLoadMore })));
const ChannelPageNumbers = lazy(() =>
  import('./ChannelPageNumbers').then((m) => ({ default: m.ChannelPageNumbers })),
);

export interface ChannelPagedContentProps {
  channel: Channel;
  /** The address the channel was asked by, for its further pages. */
  slugOrId: string;
  restriction: string | undefined;
  /** The id and text of the heading naming the channel. */
  titleId: string;
  title: string;
}

/**
 * A channel's content paged as its operator chose: numbered pages in the address, a "Load more" button, or
 * (the default) the next page loading as the end of the content scrolls into view.
 */
export function ChannelPagedContent({
  channel,
  slugOrId,
  restriction,
  titleId,
  title,
}: ChannelPagedContentProps) {
  const http = useHttpClient();
  const mode = channel.config.pagination ?? 'infinite';
  const more = useMoreChannelContent(channel.content, async (page) => {
    const answer = await getChannel(http, slugOrId, {
      ...(restriction === undefined ? {} : { restriction }),
      params: { page },
    });
    return answer.channel.content;
  });
  const content = (items: readonly ChannelContentItem[]) => (
    <ChannelItems channel={channel} items={items} titleId={titleId} title={title} />
  );
  if (mode === 'pages') {
    return (
      <>
        {content(channel.content.data)}
        {channel.content.last_page > 1 && (
          <Suspense fallback={null}>
            <ChannelPageNumbers
              page={channel.content.current_page}
              lastPage={channel.content.last_page}
              title={title}
            />
          </Suspense>
        )}
      </>
    );
  }
  return (
    <>
      {content(more.items)}
      {/* Mounted from the first page on while more remain, so its announcement region is there before it speaks. */}
      {(more.hasMore || more.lastAdded !== null) && (
        <Suspense fallback={null}>
          <ChannelLoadMore more={more} mode={mode} />
        </Suspense>
      )}
    </>
  );
}

interface ChannelItemsProps {
  channel: Channel;
  items: readonly ChannelContentItem[];
  titleId: string;
  title: string;
}

/** The items shown so far: a channel of channels as one section per channel, any other in its layout. */
function ChannelItems({ channel, items, titleId, title }: ChannelItemsProps) {
  const nested = items.filter((item): item is NestedChannel => item.model_type === 'channel');
  if (nested.length > 0) {
    return nested.map((child) => (
      <NestedChannelSection
        key={child.id}
        channel={child}
        layout={channel.config.nested_layout ?? child.config.layout}
      />
    ));
  }
  return (
    <ChannelContent
      items={items}
      layout={channel.config.layout}
      labelledBy={titleId}
      title={title}
      queueId={`channel.${channel.slug}`}
    />
  );
}
