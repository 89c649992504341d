import type { AdminTrack, AdminTrackPayload } from '@tonearm/client/contract';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { translatedZodResolver } from '../../forms/translated-zod-resolver';
import { trackDuration } from '../catalogue-list/track-duration';

/** A catalogue record the form points at by id, with the name it shows. */
export interface CatalogueChoice {
  id: number;
  name: string;
}

/** What the track form holds: text as typed, the payload shapes what is sent. */
export interface TrackFormValues {
  name: string;
  /** The artwork's address; `null` shows the album's. */
  image: string | null;
  /** In order: the first is the primary artist, the others are featured. */
  artists: CatalogueChoice[];
  album: CatalogueChoice | null;
  /** Comma-separated names. */
  genres: string;
  tags: string;
  description: string;
  lyrics: string;
  /** `YYYY-MM-DD`, or empty. */
  release_date: string;
  /** `m:ss` or `h:mm:ss`. */
  duration: string;
  /** A newly uploaded audio file's address; `null` keeps the current audio. */
  src: string | null;
}

/** `m:ss` or `h:mm:ss` as milliseconds; `null` when it is not a length. */
export function parseDuration(text: string): number | null {
  const match = /^(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
}

const names = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');

export const MAX_TRACK_NAME = 255;

const trackFormSchema = z.object({
  name: z.string().check(
    z.refine((name) => name.trim() !== '', { message: 'The name field is required.' }),
    z.maxLength(MAX_TRACK_NAME, `The name may be at most ${MAX_TRACK_NAME} characters.`),
  ),
  artists: z
    .array(z.object({ id: z.number(), name: z.string() }))
    .check(z.minLength(1, 'Add at least one artist.'), z.maxLength(20, 'A track has at most 20 artists.')),
  genres: z
    .string()
    .check(z.refine((text) => names(text).length <= 30, { message: 'Give at most 30 genres.' })),
  tags: z.string().check(z.refine((text) => names(text).length <= 30, { message: 'Give at most 30 tags.' })),
  description: z.string().check(z.maxLength(5000, 'The description may be at most 5000 characters.')),
  lyrics: z.string().check(z.maxLength(20000, 'The lyrics may be at most 20000 characters.')),
  release_date: z.string().check(
    z.refine((text) => text === '' || (/^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text))), {
      message: 'Give the release date as YYYY-MM-DD.',
    }),
  ),
  duration: z
    .string()
    .check(
      z.refine((text) => parseDuration(text) !== null, { message: 'Give the duration as m:ss, like 3:25.' }),
    ),
});

/** Checks the form before it is sent, in the interface's language. */
export const trackFormResolver = (translate: (message: string) => string): Resolver<TrackFormValues> =>
  translatedZodResolver<TrackFormValues>(trackFormSchema, translate);

/** The form's values for a stored track, or blank ones for a new track. */
export function trackFormValues(track: AdminTrack | null): TrackFormValues {
  if (!track) {
    return {
      name: '',
      image: null,
      artists: [],
      album: null,
      genres: '',
      tags: '',
      description: '',
      lyrics: '',
      release_date: '',
      duration: trackDuration(0),
      src: null,
    };
  }
  return {
    name: track.name,
    image: track.own_image,
    artists: track.artists.map(({ id, name }) => ({ id, name })),
    album: track.album,
    genres: track.genres.join(', '),
    tags: track.tags.join(', '),
    description: track.description ?? '',
    lyrics: track.lyrics ?? '',
    release_date: track.release_date ?? '',
    duration: trackDuration(track.duration),
    src: null,
  };
}

/** What `PUT admin/tracks/{id}` is sent for the form's values. */
export function trackPayload(values: TrackFormValues): AdminTrackPayload {
  return {
    name: values.name.trim(),
    image: values.image,
    artist_ids: values.artists.map((artist) => artist.id),
    album_id: values.album?.id ?? null,
    genres: names(values.genres),
    tags: names(values.tags),
    description: values.description.trim() === '' ? null : values.description,
    lyrics: values.lyrics.trim() === '' ? null : values.lyrics,
    release_date: values.release_date === '' ? null : values.release_date,
    duration: parseDuration(values.duration) ?? 0,
    ...(values.src ? { src: values.src } : {}),
  };
}

/** The server's field names as the form's: `artist_ids.0` is the artists list, `album_id` the album. */
export function trackServerErrors(
  errors: Readonly<Record<string, string | readonly string[]>>,
): Record<string, string[]> {
  const mapped: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const name = field.startsWith('artist_ids') ? 'artists' : field === 'album_id' ? 'album' : field;
    mapped[name] = [...(mapped[name] ?? []), ...(typeof messages === 'string' ? [messages] : messages)];
  }
  return mapped;
}
