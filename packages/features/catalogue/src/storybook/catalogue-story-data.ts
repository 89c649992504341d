import { type Album, albumSchema, type Track, trackSchema } from '@tonearm/client/contract';
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
