import * as z from 'zod/mini';
import { releaseDateSchema } from '../catalogue/album-summary';
import { artistLinkSchema, artistSummarySchema } from '../catalogue/artist';
import { dateTimeSchema, idSchema } from '../primitives';

const countSchema = z.int().check(z.nonnegative());

/** What the tracks list and a track's form both show of a track. */
const adminTrackFieldsSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The track's own artwork, else its album's. */
  image: z.nullable(z.string()),
  /** The first is the primary artist, the others are featured. */
  artists: z.array(artistSummarySchema),
  album: z.nullable(z.object({ id: idSchema, name: z.string() })),
  /** Milliseconds. */
  duration: countSchema,
  plays: countSchema,
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});

/** One row of `GET admin/tracks`. */
export const adminTrackRowSchema = z.extend(adminTrackFieldsSchema, {
  /** The track's lyrics, for the row's Lyrics action: `null` when it has none yet. */
  lyric_id: z.nullable(idSchema),
});
export type AdminTrackRow = z.infer<typeof adminTrackRowSchema>;

/** One row of `GET admin/albums`. */
export const adminAlbumRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  image: z.nullable(z.string()),
  artists: z.array(artistSummarySchema),
  release_date: z.nullable(releaseDateSchema),
  tracks_count: countSchema,
  plays: countSchema,
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type AdminAlbumRow = z.infer<typeof adminAlbumRowSchema>;

/** One row of `GET admin/artists`. */
export const adminArtistRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  image: z.nullable(z.string()),
  verified: z.boolean(),
  albums_count: countSchema,
  plays: countSchema,
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type AdminArtistRow = z.infer<typeof adminArtistRowSchema>;

/**
 * Answer of `GET admin/{tracks|albums|artists}/{ids}/files`: the stored files deleting those rows removes from
 * storage, named as the confirmation shows them. Files another row still uses are kept and not listed.
 */
export const catalogueDeletionFilesSchema = z.object({ files: z.array(z.string()) });
export type CatalogueDeletionFiles = z.infer<typeof catalogueDeletionFilesSchema>;

const nameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(255));
const urlSchema = z.string().check(z.trim(), z.maxLength(2000));
const namesSchema = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)))
  .check(z.maxLength(30));
const artistIdsSchema = z.array(idSchema).check(z.minLength(1), z.maxLength(20));

/** A track with everything its admin form edits. */
export const adminTrackSchema = z.extend(adminTrackFieldsSchema, {
  /** The track's own artwork, without falling back to its album's. */
  own_image: z.nullable(z.string()),
  /** The audio: the server's stream or an external URL. */
  src: z.nullable(z.string()),
  genres: z.array(z.string()),
  tags: z.array(z.string()),
  description: z.nullable(z.string()),
  lyrics: z.nullable(z.string()),
  release_date: z.nullable(releaseDateSchema),
});
export type AdminTrack = z.infer<typeof adminTrackSchema>;

/** Answer of `GET` and `PUT admin/tracks/{id}`. */
export const adminTrackResponseSchema = z.object({ track: adminTrackSchema });
export type AdminTrackResponse = z.infer<typeof adminTrackResponseSchema>;

/** Body of `PUT admin/tracks/{id}`; `src` replaces the audio (an uploaded file's URL) when given. */
export const adminTrackPayloadSchema = z.object({
  name: nameSchema,
  image: z.nullable(urlSchema),
  artist_ids: artistIdsSchema,
  album_id: z.nullable(idSchema),
  genres: namesSchema,
  tags: namesSchema,
  description: z.nullable(z.string().check(z.maxLength(5000))),
  lyrics: z.nullable(z.string().check(z.maxLength(20000))),
  release_date: z.nullable(releaseDateSchema),
  src: z.optional(z.nullable(urlSchema)),
  /** Milliseconds. */
  duration: z.int().check(z.nonnegative(), z.maximum(24 * 60 * 60 * 1000)),
});
export type AdminTrackPayload = z.infer<typeof adminTrackPayloadSchema>;

/** An album with everything its admin form edits, its tracks in album order. */
export const adminAlbumSchema = z.extend(adminAlbumRowSchema, {
  genres: z.array(z.string()),
  tags: z.array(z.string()),
  tracks: z.array(z.object({ id: idSchema, name: z.string(), duration: countSchema, plays: countSchema })),
});
export type AdminAlbum = z.infer<typeof adminAlbumSchema>;

/** Answer of `GET` and `PUT admin/albums/{id}`. */
export const adminAlbumResponseSchema = z.object({ album: adminAlbumSchema });
export type AdminAlbumResponse = z.infer<typeof adminAlbumResponseSchema>;

/**
 * Body of `PUT admin/albums/{id}`. `track_ids` is the album's track list in order: a track left out leaves the
 * album (it stays in the catalogue as a single), a listed track joins it.
 */
export const adminAlbumPayloadSchema = z.object({
  name: nameSchema,
  image: z.nullable(urlSchema),
  artist_ids: artistIdsSchema,
  release_date: z.nullable(releaseDateSchema),
  genres: namesSchema,
  tags: namesSchema,
  track_ids: z.array(idSchema).check(z.maxLength(500)),
});
export type AdminAlbumPayload = z.infer<typeof adminAlbumPayloadSchema>;

/** An artist with everything its admin form edits, and its albums. */
export const adminArtistSchema = z.extend(adminArtistRowSchema, {
  links: z.array(artistLinkSchema),
  bio: z.nullable(z.string()),
  city: z.nullable(z.string()),
  country: z.nullable(z.string()),
  profile_images: z.array(z.string()),
  albums: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      release_date: z.nullable(releaseDateSchema),
      image: z.nullable(z.string()),
    }),
  ),
});
export type AdminArtist = z.infer<typeof adminArtistSchema>;

/** Answer of `GET` and `PUT admin/artists/{id}`. */
export const adminArtistResponseSchema = z.object({ artist: adminArtistSchema });
export type AdminArtistResponse = z.infer<typeof adminArtistResponseSchema>;

/** Body of `PUT admin/artists/{id}`. */
export const adminArtistPayloadSchema = z.object({
  name: nameSchema,
  image: z.nullable(urlSchema),
  verified: z.boolean(),
  links: z
    .array(
      z.object({
        url: z.url({ protocol: /^https?$/ }).check(z.maxLength(2000)),
        title: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
      }),
    )
    .check(z.maxLength(20)),
  bio: z.nullable(z.string().check(z.maxLength(5000))),
  city: z.nullable(z.string().check(z.trim(), z.maxLength(100))),
  country: z.nullable(z.string().check(z.trim(), z.maxLength(100))),
  profile_images: z.array(urlSchema).check(z.maxLength(20)),
});
export type AdminArtistPayload = z.infer<typeof adminArtistPayloadSchema>;
