import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import * as z from 'zod';
import { paintArtist, paintCover, paintGenre, paintPlaylist } from './art/paint';
import { type ArtistBlueprint, durationMs, type PlanOptions, planCatalogue, slug } from './catalogue/plan';
import { renderAlbum } from './catalogue/render-album';
import { waveformOf, wordsFor } from './catalogue/words';
import { type DemoArtist, type DemoCatalogue, type DemoTrack, demoCatalogueSchema } from './catalogue-schema';
import { GENRES } from './music/styles';
import { SAMPLE_RATE } from './synth/dsp';
import { encodeWav } from './wav';

/**
 * Raised whenever the generated music, art or words change: files generated under another version are made
 * again on the next start, and files of this version are reused.
 */
export const CONTENT_VERSION = 3;

const MANIFEST = 'catalogue.json';

const manifestSchema = z.object({
  version: z.number(),
  /** The options the files were generated with: a smaller test catalogue is never mistaken for the full one. */
  scope: z.string(),
  /** Every written file (relative to the target folder) with its size, checked before reuse. */
  files: z.record(z.string(), z.number()),
  catalogue: demoCatalogueSchema,
});

/** The playlists of the demo: each gathers the tracks carrying any of its tags. */
const PLAYLISTS = [
  {
    name: 'Late Night Drive',
    description: 'Neon, chrome and an empty road: synths for the hours after midnight.',
    tags: ['night drive', 'late night'],
  },
  {
    name: 'Deep Focus',
    description: 'Unhurried beats and soft textures that stay out of the way of your work.',
    tags: ['focus', 'study'],
  },
  {
    name: 'Sunday Slow',
    description: 'Warm keys, fingerpicked strings and tea going cold by the window.',
    tags: ['warm', 'acoustic', 'rainy day'],
  },
  {
    name: 'Peak Time',
    description: 'Kicks on every beat and breaks at 174: turn it up.',
    tags: ['dance', 'upbeat'],
  },
];

const PLAYLIST_LENGTH = 14;

/** A smaller catalogue, for tests. @default the whole catalogue */
export type GenerateOptions = PlanOptions;

/**
 * Writes the demo catalogue's audio and images under `targetDir` and describes it. Deterministic: the same
 * version always writes the same bytes. Idempotent: when `targetDir` already holds this version's files (checked
 * by size), nothing is rendered again and the stored description is returned.
 */
export async function generateCatalogue(
  targetDir: string,
  options: GenerateOptions = {},
): Promise<DemoCatalogue> {
  const root = resolve(targetDir);
  const reused = await readManifest(root, options);
  if (reused) return reused;

  const files: Record<string, number> = {};
  const write = async (path: string, bytes: Buffer) => {
    const absolute = join(root, path);
    await mkdir(dirname(absolute), { recursive: true });
    await writeFile(absolute, bytes);
    files[path] = bytes.length;
    return absolute;
  };

  const blueprints = planCatalogue(options);
  const usedGenres = new Set(blueprints.flatMap((artist) => artist.genres));
  const genres: DemoCatalogue['genres'] = [];
  for (const genre of GENRES.filter((entry) => usedGenres.has(entry.name))) {
    const imageFile = await write(`images/genres/${genre.name}.png`, paintGenre(genre.name));
    genres.push({ name: genre.name, displayName: genre.displayName, imageFile });
  }

  const artists: DemoArtist[] = [];
  for (const blueprint of blueprints) artists.push(await writeArtist(blueprint, write));

  const allTracks = artists.flatMap((artist) => artist.albums.flatMap((album) => album.tracks));
  const playlists: DemoCatalogue['playlists'] = [];
  for (const playlist of PLAYLISTS) {
    const matching = allTracks.filter((track) => track.tags.some((tag) => playlist.tags.includes(tag)));
    if (matching.length === 0) continue;
    // Spread across artists instead of taking the first album's tracks in order.
    const step = Math.max(1, Math.floor(matching.length / PLAYLIST_LENGTH));
    const trackKeys = matching
      .filter((_, index) => index % step === 0)
      .slice(0, PLAYLIST_LENGTH)
      .map((track) => track.key);
    const imageFile = await write(
      `images/playlists/${slug(playlist.name)}.png`,
      paintPlaylist(playlist.name),
    );
    playlists.push({ name: playlist.name, description: playlist.description, imageFile, trackKeys });
  }

  const tags = [...new Set(allTracks.flatMap((track) => track.tags))].sort();
  const catalogue: DemoCatalogue = { genres, tags, artists, playlists };
  await writeManifest(root, files, catalogue, options);
  return catalogue;
}

type Write = (path: string, bytes: Buffer) => Promise<string>;

async function writeArtist(blueprint: ArtistBlueprint, write: Write): Promise<DemoArtist> {
  const { draft } = blueprint;
  const imageFile = await write(
    `images/artists/${blueprint.key}.png`,
    paintArtist(draft.genre, blueprint.key),
  );
  const albums: DemoArtist['albums'] = [];
  for (const album of blueprint.albums) {
    const albumImage = await write(`images/albums/${album.key}.png`, paintCover(draft.genre, album.key));
    const rendered = renderAlbum(album);
    const tracks: DemoTrack[] = [];
    for (const [index, track] of album.tracks.entries()) {
      const audio = rendered[index];
      if (!audio) throw new Error(`No audio rendered for ${track.key}`);
      const number = String(track.number).padStart(2, '0');
      const audioFile = await write(
        `audio/${album.key}/${number}-${slug(track.name)}.wav`,
        encodeWav(audio.samples, SAMPLE_RATE),
      );
      const entry: DemoTrack = {
        key: track.key,
        name: track.name,
        number: track.number,
        durationMs: durationMs(audio.samples.length),
        audioFile,
        mime: 'audio/wav',
        genres: [draft.genre],
        tags: track.tags,
        waveform: waveformOf(audio.samples),
      };
      if (track.words) entry.lyrics = wordsFor(track.words, audio);
      tracks.push(entry);
      // Let the server answer requests between tracks while the catalogue is generated at first start.
      await new Promise((resolveTick) => setImmediate(resolveTick));
    }
    albums.push({
      key: album.key,
      name: album.draft.name,
      releaseDate: album.releaseDate,
      imageFile: albumImage,
      genres: [draft.genre],
      tags: album.draft.tags,
      tracks,
    });
  }
  return {
    key: blueprint.key,
    name: draft.name,
    verified: draft.verified,
    bio: draft.bio,
    city: draft.city,
    country: draft.country,
    links: [
      { url: `https://${blueprint.key}.example`, title: 'Official website' },
      { url: `https://video.example/@${blueprint.key}`, title: 'Live videos' },
    ],
    genres: blueprint.genres,
    imageFile,
    albums,
  };
}

/** Paths in the manifest are stored relative to the folder, so the folder can move. */
function mapFiles(catalogue: DemoCatalogue, map: (path: string) => string): DemoCatalogue {
  return {
    genres: catalogue.genres.map((genre) => ({ ...genre, imageFile: map(genre.imageFile) })),
    tags: catalogue.tags,
    artists: catalogue.artists.map((artist) => ({
      ...artist,
      imageFile: map(artist.imageFile),
      albums: artist.albums.map((album) => ({
        ...album,
        imageFile: map(album.imageFile),
        tracks: album.tracks.map((track) => ({ ...track, audioFile: map(track.audioFile) })),
      })),
    })),
    playlists: catalogue.playlists.map((playlist) => ({ ...playlist, imageFile: map(playlist.imageFile) })),
  };
}

function scopeOf(options: GenerateOptions): string {
  return JSON.stringify({ albums: options.albums ?? null, secondsPerTrack: options.secondsPerTrack ?? null });
}

async function writeManifest(
  root: string,
  files: Record<string, number>,
  catalogue: DemoCatalogue,
  options: GenerateOptions,
): Promise<void> {
  const manifest = {
    version: CONTENT_VERSION,
    scope: scopeOf(options),
    files,
    catalogue: mapFiles(catalogue, (path) => relative(root, path)),
  };
  // Written last and renamed into place: a start interrupted mid-generation leaves no manifest, so it starts over.
  const temporary = join(root, `${MANIFEST}.tmp`);
  await writeFile(temporary, JSON.stringify(manifest));
  await rename(temporary, join(root, MANIFEST));
}

async function readManifest(root: string, options: GenerateOptions): Promise<DemoCatalogue | null> {
  let text: string;
  try {
    text = await readFile(join(root, MANIFEST), 'utf8');
  } catch {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success || result.data.version !== CONTENT_VERSION || result.data.scope !== scopeOf(options))
    return null;
  const stored = result.data;
  for (const [path, size] of Object.entries(stored.files)) {
    if (isAbsolute(path) || path.startsWith('..')) return null;
    const info = await stat(join(root, path)).catch(() => null);
    if (!info || info.size !== size) return null;
  }
  return mapFiles(stored.catalogue, (path) => join(root, path));
}
