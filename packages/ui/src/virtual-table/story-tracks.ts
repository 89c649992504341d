/** A track as the stories show it. */
export interface StoryTrack {
  id: string;
  number: number;
  title: string;
  artist: string;
  album: string;
  /** Length in seconds. */
  duration: number;
}

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
const ARTISTS = [
  'Nora Vale',
  'The Lanterns',
  'Kofi Mensah',
  'Ada & Ivo',
  'Mirela Sky',
  'Low Orchard',
  'Tomasz K',
];
const ALBUMS = ['First Light', 'Northbound', 'Salt and Iron', 'Quiet Engines', 'Paper Moons', 'Blue Hour'];

/**
 * `count` generated tracks for stories, the same on every run: titles, artists and albums cycle through small
 * word lists at different strides so that sorting by any column changes the order visibly.
 */
export function generateStoryTracks(count: number): StoryTrack[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `track-${index + 1}`,
    number: index + 1,
    title: `${WORDS[(index * 7) % WORDS.length]} ${PLACES[(index * 3) % PLACES.length]} ${index + 1}`,
    artist: ARTISTS[(index * 5) % ARTISTS.length] as string,
    album: ALBUMS[Math.floor(index / 12) % ALBUMS.length] as string,
    duration: 95 + ((index * 37) % 300),
  }));
}

/** A duration as minutes and seconds, e.g. 3:07. */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
