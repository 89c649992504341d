import type { ChannelItem } from '@tonearm/client/contract';
import { useMemo } from 'react';
import { PlayableMediaCard } from '../channel-content/ChannelContent';
import { ContentGrid } from '../content-grid/ContentGrid';
import { type MediaItem, mediaItem } from '../media-card/media-item';

export interface PagedMediaGridProps {
  /** The id of a visible heading naming the grid; give this or `aria-label`. @default undefined */
  'aria-labelledby'?: string;
  /** Names the grid when no heading does. @default undefined */
  'aria-label'?: string;
  items: readonly ChannelItem[];
}

const cardKey = (item: MediaItem) => item.key;
const renderCard = (item: MediaItem) => <PlayableMediaCard item={item} />;

/** Albums, artists, playlists or users of a paginated list as cards that play. */
export function PagedMediaGrid({ items, ...labelling }: PagedMediaGridProps) {
  const cards = useMemo(() => items.map(mediaItem), [items]);
  return <ContentGrid {...labelling} items={cards} getKey={cardKey} renderItem={renderCard} />;
}
