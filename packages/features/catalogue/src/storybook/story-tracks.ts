import type { PlayerTrack } from '@tonearm/player';

const WORDS = [
  'Amber',
  'Blue',
  'Cinder',
  'Drift',
  'Echo',
  'Fable',
  'Glass',
  'Harbor',
  'Ivory',
  'Juniper',
  'Kite',
];
const PLACES = ['Lanes', 'Morning', 'Night', 'Orbit', 'Paper', 'Quarry', 'River', 'Static', 'Tide', 'Umbra'];
const ARTISTS = ['Nora Vale', 'The Lanterns', 'Kofi Mensah', 'Ada & Ivo', 'Mirela Sky', 'Low Orchard'];
const ALBUMS = ['First Light', 'Northbound', 'Salt and Iron', 'Quiet Engines', 'Paper Moons', 'Blue Hour'];

/** `count` tracks for stories, the same on every run: names cycle through small word lists. */
export function storyTracks(count: number): PlayerTrack[] {
  return Array.from({ length: count }, (_, index) => {
    const artistIndex = (index * 5) % ARTISTS.length;
    const albumIndex = Math.floor(index / 12) % ALBUMS.length;
    return {
      id: index + 1,
      name: `${WORDS[(index * 7) % WORDS.length]} ${PLACES[(index * 3) % PLACES.length]} ${index + 1}`,
      artists: [{ id: artistIndex + 1, name: ARTISTS[artistIndex] as string }],
      album: { id: albumIndex + 1, name: ALBUMS[albumIndex] as string, image: null },
      image: null,
      src: `/api/v1/tracks/${index + 1}/stream`,
      durationMs: (95 + ((index * 37) % 300)) * 1000,
    };
  });
}
