import {
  ChannelTracks,
  ContentGrid,
  type MediaItem,
  mediaItem,
  PlayableMediaCard,
  tagLink,
} from '@tonearm/catalogue';
import type { SearchResults, SearchType } from '@tonearm/client/contract';
import { useMemo } from 'react';
import { Link } from 'react-router';

const cardKey = (item: MediaItem) => item.key;
const renderCard = (item: MediaItem) => <PlayableMediaCard item={item} />;

export interface ResultItemsProps<T extends SearchType> {
  type: T;
  items: SearchResults[T];
  query: string;
  /** The id of the heading or tab that names the results. */
  labelledBy: string;
}

/**
 * Results of one type as the catalogue shows them: tracks as a track list that plays as one queue, tags as links,
 * everything else as cards whose play button plays or queues the item.
 */
export function ResultItems<T extends SearchType>({ type, items, query, labelledBy }: ResultItemsProps<T>) {
  const found = items as SearchResults[SearchType];
  const cards = useMemo(
    () => (type === 'tracks' || type === 'tags' ? [] : (found as SearchResults['artists']).map(mediaItem)),
    [type, found],
  );
  if (type === 'tracks') {
    return (
      <ChannelTracks
        tracks={found as SearchResults['tracks']}
        queueId={`search.${query}`}
        labelledBy={labelledBy}
        layout="trackTable"
      />
    );
  }
  if (type === 'tags') {
    return (
      <ul aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
        {(found as SearchResults['tags']).map((tag) => (
          <li key={tag.id}>
            <Link
              to={tagLink(tag.name)}
              className="inline-flex rounded-full border border-border px-3 py-1.5 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-focus"
            >
              #{tag.display_name}
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return <ContentGrid aria-labelledby={labelledBy} items={cards} getKey={cardKey} renderItem={renderCard} />;
}
