import type { ChannelItem } from '@tonearm/client/contract';
import { userProfileLink } from '@tonearm/client/rules';
import { albumLink, artistLink, channelLink, playlistLink, trackLink } from '../links/links';

/** A card's link under its title, e.g. an album's artist. */
export interface MediaLink {
  label: string;
  href: string;
}

/** What a media card shows, whatever the item: an album, an artist, a playlist, a genre, a user or a track. */
export interface MediaItem {
  key: string;
  title: string;
  href: string;
  image: string | null;
  /** Round for people (artists, users), square for releases. */
  shape: 'square' | 'round';
  /** Links under the title; a plain line when `description` is given instead. */
  links: MediaLink[];
  description: string | null;
  /** The item itself, for its play button and menu. */
  source: ChannelItem;
}

const artistLinks = (artists: { id: number; name: string }[]): MediaLink[] =>
  artists.map((artist) => ({ label: artist.name, href: artistLink(artist) }));

/** The card of any catalogue item. */
export function mediaItem(item: ChannelItem): MediaItem {
  const base = { key: `${item.model_type}-${item.id}`, source: item, links: [], description: null };
  switch (item.model_type) {
    case 'album':
      return {
        ...base,
        title: item.name,
        href: albumLink(item, item.artists[0]?.name),
        image: item.image,
        shape: 'square',
        links: artistLinks(item.artists),
      };
    case 'track':
      return {
        ...base,
        title: item.name,
        href: trackLink(item),
        image: item.image,
        shape: 'square',
        links: artistLinks(item.artists),
      };
    case 'artist':
      return { ...base, title: item.name, href: artistLink(item), image: item.image, shape: 'round' };
    case 'playlist':
      return {
        ...base,
        title: item.name,
        href: playlistLink(item),
        image: item.image,
        shape: 'square',
        links: [{ label: item.owner.name, href: userProfileLink(item.owner) }],
      };
    case 'genre':
      return {
        ...base,
        title: item.display_name,
        href: channelLink('genre', item.name),
        image: item.image,
        shape: 'square',
      };
    case 'user':
      return { ...base, title: item.name, href: userProfileLink(item), image: item.image, shape: 'round' };
  }
}
