import type { TrackPlan } from '../music/compose';
import { type GenreName, type Style, styleFor } from '../music/styles';
import { Random } from '../random';
import { SAMPLE_RATE } from '../synth/dsp';
import { type AlbumDraft, ARTISTS, type ArtistDraft } from './artists';
import { SONG_WORDS, type SongWords } from './lyrics';

export interface TrackBlueprint {
  key: string;
  name: string;
  number: number;
  bpm: number;
  plan: TrackPlan;
  words: SongWords | null;
  tags: string[];
}

export interface AlbumBlueprint {
  key: string;
  draft: AlbumDraft;
  releaseDate: string;
  style: Style;
  tracks: TrackBlueprint[];
}

export interface ArtistBlueprint {
  key: string;
  draft: ArtistDraft;
  genres: GenreName[];
  albums: AlbumBlueprint[];
}

/** A URL-safe, stable key from a name: 'Wren & the Willows' → 'wren-the-willows'. */
export function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Track lengths are drawn from this range (before the last chord's ring-out). */
export const SECONDS_PER_TRACK: [number, number] = [42, 72];

export interface PlanOptions {
  /** Only these albums (by key). @default every album */
  albums?: string[];
  /** Shorter tracks for tests. @default SECONDS_PER_TRACK */
  secondsPerTrack?: [number, number];
}

/** Bars for a track of about `seconds`, an even number so phrases stay whole. */
function barsFor(style: Style, bpm: number, seconds: number): number {
  const barSeconds = (style.beatsPerBar * 60) / bpm;
  return Math.max(8, Math.round(seconds / barSeconds / 2) * 2);
}

/** Moves a tonic by a fourth or fifth (or not at all), staying inside the style's range. */
function nextTonic(style: Style, tonic: number, random: Random): number {
  const moved = tonic + random.pick([0, 5, 7, -5, -7, 2, -2]);
  const [low, high] = style.tonics;
  if (moved < low) return moved + 12 > high ? low : moved + 12;
  if (moved > high) return moved - 12 < low ? high : moved - 12;
  return moved;
}

/** The whole catalogue as decisions (names, tempi, keys, forms), before any sample is rendered. */
export function planCatalogue(options: PlanOptions = {}): ArtistBlueprint[] {
  const [shortest, longest] = options.secondsPerTrack ?? SECONDS_PER_TRACK;
  const artists = ARTISTS.map((draft) => {
    const artistKey = slug(draft.name);
    const random = new Random(`artist:${artistKey}`);
    const style = styleFor(draft.genre, random.fork('style'));
    let tonic = random.int(style.tonics[0], style.tonics[1]);
    const albums = draft.albums.map((album): AlbumBlueprint => {
      const albumKey = `${artistKey}/${slug(album.name)}`;
      const albumRandom = new Random(`album:${albumKey}`);
      const month = albumRandom.int(1, 12);
      const day = albumRandom.int(1, 28);
      const releaseDate = `${album.year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      const albumBpm = Math.round(albumRandom.range(style.bpm[0], style.bpm[1]));
      const tracks = album.tracks.map((name, index): TrackBlueprint => {
        const trackKey = `${albumKey}/${slug(name)}`;
        const trackRandom = new Random(`track:${trackKey}`);
        const bpm = album.continuous ? albumBpm : Math.round(trackRandom.range(style.bpm[0], style.bpm[1]));
        tonic = nextTonic(style, tonic, trackRandom);
        const seconds = trackRandom.range(shortest, longest);
        const last = index === album.tracks.length - 1;
        return {
          key: trackKey,
          name,
          number: index + 1,
          bpm,
          plan: {
            bars: barsFor(style, bpm, seconds),
            tonic,
            scale: trackRandom.pick(style.scales),
            progression: trackRandom.pick(style.progressions),
            ending: album.continuous && !last ? 'continue' : 'ring',
          },
          words: SONG_WORDS[name] ?? null,
          tags: trackTags(album, name, trackRandom),
        };
      });
      return { key: albumKey, draft: album, releaseDate, style, tracks };
    });
    const genres = draft.alsoGenre ? [draft.genre, draft.alsoGenre] : [draft.genre];
    return { key: artistKey, draft, genres, albums };
  });
  const wanted = options.albums;
  if (!wanted) return artists;
  return artists
    .map((artist) => ({ ...artist, albums: artist.albums.filter((album) => wanted.includes(album.key)) }))
    .filter((artist) => artist.albums.length > 0);
}

function trackTags(album: AlbumDraft, name: string, random: Random): string[] {
  const tags = album.tags.filter(() => random.chance(0.7));
  if (tags.length === 0 && album.tags[0]) tags.push(album.tags[0]);
  const words = SONG_WORDS[name];
  tags.push(words ? 'vocal' : 'instrumental');
  return [...new Set(tags)];
}

/** Milliseconds of `samples` at the demo's sample rate, rounded to the nearest. */
export function durationMs(samples: number): number {
  return Math.round((samples * 1000) / SAMPLE_RATE);
}
