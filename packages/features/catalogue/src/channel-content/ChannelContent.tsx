import type {
  Channel,
  ChannelContentItem,
  ChannelLayout,
  NestedChannel,
  Track,
} from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { ButtonLink, Skeleton } from '@tonearm/ui';
import { lazy, Suspense, useCallback, useId, useMemo } from 'react';
import { ContentCarousel } from '../content-carousel/ContentCarousel';
import { ContentGrid } from '../content-grid/ContentGrid';
import { channelLink } from '../links/links';
import { MediaCard } from '../media-card/MediaCard';
import { type MediaItem, mediaItem } from '../media-card/media-item';
import { isPlayableItem, type TrackCardList, usePlayItem } from '../playback/use-play-item';

// The virtualized track list and its menus load only for a channel that lists tracks, so a channel of cards (the
// home page's rows) leaves them out of its first visit.
const ChannelTracks = lazy(() => import('./ChannelTracks').then((m) => ({ default: m.ChannelTracks })));

/** A card with its play button wired to the player; a track's card plays its `list` from it. */
export function PlayableMediaCard({ item, list }: { item: MediaItem; list?: TrackCardList }) {
  const { isPlaying, play } = usePlayItem(item.source, list);
  return isPlayableItem(item.source) ? (
    <MediaCard item={item} onPlay={play} isPlaying={isPlaying} />
  ) : (
    <MediaCard item={item} />
  );
}

const itemKey = (item: MediaItem) => item.key;

/** Draws the cards of one list: its tracks' cards play the list's tracks as one queue. */
function useRenderCard(items: readonly { model_type: string }[], queueId: string) {
  const list = useMemo<TrackCardList>(
    () => ({ tracks: items.filter((item): item is Track => item.model_type === 'track'), queueId }),
    [items, queueId],
  );
  return useCallback((item: MediaItem) => <PlayableMediaCard item={item} list={list} />, [list]);
}

export interface ChannelContentProps {
  /** The channel's content items (not nested channels). */
  items: readonly ChannelContentItem[];
  layout: ChannelLayout;
  /** The id of the heading that names the content. */
  labelledBy: string;
  /** The heading's text, for a carousel's own heading. */
  title: string;
  queueId: string;
}

/** One channel's content in its configured layout: a grid, a carousel, a track list or a track table. */
export function ChannelContent({ items, layout, labelledBy, title, queueId }: ChannelContentProps) {
  const { trans } = useTrans();
  const tracks = useMemo(() => items.filter((item): item is Track => item.model_type === 'track'), [items]);
  const cards = useMemo(
    () => items.flatMap((item) => (item.model_type === 'channel' ? [] : [mediaItem(item)])),
    [items],
  );
  const renderCard = useRenderCard(items, queueId);
  if (items.length === 0) {
    return <p className="py-6 text-muted-foreground">{trans('Nothing to show yet')}</p>;
  }
  if ((layout === 'trackList' || layout === 'trackTable') && tracks.length > 0) {
    return (
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <ChannelTracks tracks={tracks} queueId={queueId} labelledBy={labelledBy} layout={layout} />
      </Suspense>
    );
  }
  if (layout === 'carousel') {
    return (
      <ContentCarousel
        title={title}
        titleId={`${labelledBy}-carousel`}
        items={cards}
        getKey={itemKey}
        renderItem={renderCard}
      />
    );
  }
  return <ContentGrid aria-labelledby={labelledBy} items={cards} getKey={itemKey} renderItem={renderCard} />;
}

/** A channel inside a channel of channels: its heading links to it, its content in the nested layout. */
export function NestedChannelSection({ channel, layout }: { channel: NestedChannel; layout: ChannelLayout }) {
  const { trans } = useTrans();
  const titleId = useId();
  const renderCard = useRenderCard(channel.content.data, `channel.${channel.slug}`);
  const seeAll = (
    <ButtonLink
      href={channelLink(channel.slug)}
      variant="link"
      size="sm"
      aria-label={trans('See all :name', { name: channel.name })}
    >
      {trans('See all')}
    </ButtonLink>
  );
  if (layout === 'carousel') {
    const cards = channel.content.data.map(mediaItem);
    return (
      <ContentCarousel
        title={channel.name}
        titleId={titleId}
        action={seeAll}
        items={cards}
        getKey={itemKey}
        renderItem={renderCard}
      />
    );
  }
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <h2 id={titleId} className="me-auto font-semibold text-xl">
          {channel.name}
        </h2>
        {seeAll}
      </div>
      <ChannelContent
        items={channel.content.data}
        layout={layout}
        labelledBy={titleId}
        title={channel.name}
        queueId={`channel.${channel.slug}`}
      />
    </section>
  );
}

/** The nested channels of a channel of channels. */
export function nestedChannels(channel: Channel): NestedChannel[] {
  return channel.content.data.filter((item): item is NestedChannel => item.model_type === 'channel');
}
