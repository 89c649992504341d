import type { Album } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PlayableMediaCard } from '../channel-content/ChannelContent';
import { ContentGrid } from '../content-grid/ContentGrid';
import { albumLink } from '../links/links';
import { type MediaItem, mediaItem } from '../media-card/media-item';

export interface ArtistAlbumsProps {
  albums: readonly Album[];
  /** Cards in a grid, or one row per album with its cover, name and year (the site's albums layout). */
  layout: 'grid' | 'list';
  /** The id of the heading that names the albums. */
  labelledBy: string;
}

const cardKey = (item: MediaItem) => item.key;
const renderCard = (item: MediaItem) => <PlayableMediaCard item={item} />;

/** An artist's albums in the layout the site chose: playable cards, or a compact list. */
export function ArtistAlbums({ albums, layout, labelledBy }: ArtistAlbumsProps) {
  const { trans } = useTrans();
  const items = useMemo(() => albums.map(mediaItem), [albums]);
  if (albums.length === 0) return <p className="text-muted-foreground">{trans('Nothing to show yet')}</p>;
  if (layout === 'grid') {
    return (
      <ContentGrid aria-labelledby={labelledBy} items={items} getKey={cardKey} renderItem={renderCard} />
    );
  }
  return (
    <ul aria-labelledby={labelledBy} data-slot="artist-album-list" className="flex flex-col gap-2">
      {albums.map((album) => (
        <li key={album.id} className="flex items-center gap-3">
          {album.image ? (
            <img src={album.image} alt="" className="size-12 shrink-0 rounded-ui object-cover" />
          ) : (
            <span aria-hidden="true" className="size-12 shrink-0 rounded-ui bg-muted" />
          )}
          <Link
            to={albumLink(album, album.artists[0]?.name)}
            className="min-h-11 flex-1 content-center font-medium hover:underline"
          >
            {album.name}
          </Link>
          {album.release_date && (
            <span className="text-muted-foreground text-sm tabular-nums">
              {album.release_date.slice(0, 4)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
