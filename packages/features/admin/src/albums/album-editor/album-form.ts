import type { AdminAlbum, AdminAlbumPayload } from '@tonearm/client/contract';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { translatedZodResolver } from '../../forms/translated-zod-resolver';
import type { CatalogueChoice } from '../../tracks/track-editor/track-form';

/** A track of the album as its list shows it. */
export interface AlbumTrackValue {
  id: number;
  name: string;
  duration: number;
}

/** What the album form holds. */
export interface AlbumFormValues {
  name: string;
  image: string | null;
  artists: CatalogueChoice[];
  release_date: string;
  genres: string;
  tags: string;
  /** In album order. */
  tracks: AlbumTrackValue[];
}

const names = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');

const albumFormSchema = z.object({
  name: z.string().check(
    z.refine((name) => name.trim() !== '', { message: 'The name field is required.' }),
    z.maxLength(255, 'The name may be at most 255 characters.'),
  ),
  artists: z
    .array(z.object({ id: z.number(), name: z.string() }))
    .check(z.minLength(1, 'Add at least one artist.'), z.maxLength(20, 'An album has at most 20 artists.')),
  release_date: z.string().check(
    z.refine((text) => text === '' || (/^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text))), {
      message: 'Give the release date as YYYY-MM-DD.',
    }),
  ),
  genres: z
    .string()
    .check(z.refine((text) => names(text).length <= 30, { message: 'Give at most 30 genres.' })),
  tags: z.string().check(z.refine((text) => names(text).length <= 30, { message: 'Give at most 30 tags.' })),
});

/** Checks the form before it is sent, in the interface's language. */
export const albumFormResolver = (translate: (message: string) => string): Resolver<AlbumFormValues> =>
  translatedZodResolver<AlbumFormValues>(albumFormSchema, translate);

/** The form's values for a stored album. */
export function albumFormValues(album: AdminAlbum | null): AlbumFormValues {
  if (!album) {
    return { name: '', image: null, artists: [], release_date: '', genres: '', tags: '', tracks: [] };
  }
  return {
    name: album.name,
    image: album.image,
    artists: album.artists.map(({ id, name }) => ({ id, name })),
    release_date: album.release_date ?? '',
    genres: album.genres.join(', '),
    tags: album.tags.join(', '),
    tracks: album.tracks.map(({ id, name, duration }) => ({ id, name, duration })),
  };
}

/** What `PUT admin/albums/{id}` is sent for the form's values. */
export function albumPayload(values: AlbumFormValues): AdminAlbumPayload {
  return {
    name: values.name.trim(),
    image: values.image,
    artist_ids: values.artists.map((artist) => artist.id),
    release_date: values.release_date === '' ? null : values.release_date,
    genres: names(values.genres),
    tags: names(values.tags),
    track_ids: values.tracks.map((track) => track.id),
  };
}
