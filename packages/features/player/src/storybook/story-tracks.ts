import type { PlayerTrack } from '../store/player-track';
import { toneWavUrl } from './story-audio';

const ARTWORK =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#0f766e"/><circle cx="4" cy="4" r="2" fill="#f0fdfa"/></svg>',
  );

const names = [
  'Sinnerman',
  'Feeling Good',
  'Wild Is the Wind',
  'Lilac Wine',
  'Four Women',
  'Black Is the Color',
];

/** An album of short tones (each a different pitch), as pages would map their tracks for the player. */
export function storyTracks(count = 4, seconds = 6): PlayerTrack[] {
  return names.slice(0, count).map((name, index) => ({
    id: index + 1,
    name,
    artists: [{ id: 1, name: 'Nina Simone' }],
    album: { id: 10, name: 'Pastel Blues', image: ARTWORK },
    src: toneWavUrl({ seconds, frequency: 330 + index * 110 }),
    durationMs: seconds * 1000,
    mime: 'audio/wav',
  }));
}
