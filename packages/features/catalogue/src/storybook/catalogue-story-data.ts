import {
  type Album,
  type ArtistPageResponse,
  albumSchema,
  artistPageResponseSchema,
  type Track,
  trackSchema,
} from '@tonearm/client/contract';
import { ONE_PIXEL_PNG } from './story-support';

const artist = {
  id: 3,
  model_type: 'artist',
  name: 'Nora Vale',
  verified: true,
  image: ONE_PIXEL_PNG,
} as const;

/** A track of the story album, parsed through the contract. */
export function storyTrack(index: number, overrides: Partial<Track> = {}): Track {
  return trackSchema.parse({
    id: 100 + index,
    model_type: 'track',
    name: ['Blue Hour', 'Northbound', 'Salt and Iron', 'Paper Moons'][index % 4],
    number: index + 1,
    duration: 150_000 + index * 10_000,
    src: `/api/v1/tracks/${100 + index}/stream`,
    image: ONE_PIXEL_PNG,
    artists: [artist],
    album: {
      id: 9,
      model_type: 'album',
      name: 'First Light',
      release_date: '2024-03-01',
      image: ONE_PIXEL_PNG,
    },
    album_id: 9,
    plays: 40 - index,
    has_lyrics: index === 0,
    ...overrides,
  });
}

/** The story album, with four tracks and a tag, parsed through the contract. */
export function storyAlbum(): Album {
  return albumSchema.parse({
    id: 9,
    model_type: 'album',
    name: 'First Light',
    release_date: '2024-03-01',
    image: ONE_PIXEL_PNG,
    artists: [artist],
    tracks: [0, 1, 2, 3].map((index) => storyTrack(index)),
    tags: [{ id: 4, model_type: 'tag', name: 'night-drive', display_name: 'Night drive' }],
  });
}

/**
 * The story artist's page (`GET artists/3`): a biography with markup to sanitise, a link, the story album, its
 * tracks as popular tracks, a similar artist and a follower, parsed through the contract.
 */
export function storyArtistPage({ isFollowing = false } = {}): ArtistPageResponse {
  const paged = <Item>(data: Item[]) => ({
    current_page: 1,
    data,
    from: 1,
    last_page: 1,
    per_page: 20,
    to: data.length,
    total: data.length,
  });
  const album = storyAlbum();
  return artistPageResponseSchema.parse({
    artist: {
      ...artist,
      bio: '<p>Songs written on <strong>night trains</strong>.</p><img src="x" onerror="alert(1)">',
      city: 'Lisbon',
      country: 'Portugal',
      links: [{ url: 'https://noravale.example', title: 'Website' }],
      followers_count: 12,
    },
    albums: paged([album]),
    tracks: paged(album.tracks ?? []),
    similar: [{ id: 4, model_type: 'artist', name: 'Harbor Lights', verified: false, image: null }],
    followers: [{ id: 7, model_type: 'user', name: 'Demo Listener', image: null }],
    is_following: isFollowing,
  });
}
