import * as z from 'zod/mini';
import { albumSchema } from '../catalogue/album';
import { trackSchema } from '../catalogue/track';
import { idSchema } from '../primitives';

const count = z.int().check(z.nonnegative());
const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(255));
const optionalNumber = z.nullable(z.int().check(z.positive(), z.lte(9999)));

/** What the server read from an uploaded file's tags, proposed as the track form's values. */
export const importProposalSchema = z.object({
  /** The title tag, else the file's name without its extension. */
  name: z.string(),
  artists: z.array(z.string()),
  album: z.nullable(z.string()),
  album_artist: z.nullable(z.string()),
  number: z.nullable(count),
  disc_number: z.nullable(count),
  genres: z.array(z.string()),
  year: z.nullable(z.int()),
  /** LRC when `lyrics_synced`, else plain text. */
  lyrics: z.nullable(z.string()),
  lyrics_synced: z.boolean(),
});
export type ImportProposal = z.infer<typeof importProposalSchema>;

/** The audio stream the file holds. */
export const importAudioFormatSchema = z.object({
  container: z.string(),
  codec: z.nullable(z.string()),
  /** Milliseconds. */
  duration: count,
  /** Bits per second. */
  bitrate: z.nullable(count),
  sample_rate: z.nullable(count),
  replay_gain_db: z.nullable(z.number()),
});
export type ImportAudioFormat = z.infer<typeof importAudioFormatSchema>;

/** Where the same audio (by content hash) already is. */
export const importDuplicateSchema = z.object({
  kind: z.enum(['track', 'import']),
  id: idSchema,
  name: z.string(),
});
export type ImportDuplicate = z.infer<typeof importDuplicateSchema>;

/** An uploaded file read by the server and waiting to be published or discarded. */
export const catalogueImportSchema = z.object({
  id: idSchema,
  file_name: z.string(),
  mime: z.string(),
  format: importAudioFormatSchema,
  /** The embedded cover, served from the public disk. */
  cover: z.nullable(z.string()),
  /** Peak heights from 0 to 1. */
  waveform: z.array(z.number()),
  proposal: importProposalSchema,
  duplicate_of: z.nullable(importDuplicateSchema),
});
export type CatalogueImport = z.infer<typeof catalogueImportSchema>;

/** `POST admin/catalogue-import/files`: reads an uploaded file entry. */
export const catalogueImportFileBodySchema = z.object({ file_entry_id: idSchema });
export type CatalogueImportFileBody = z.infer<typeof catalogueImportFileBodySchema>;

export const catalogueImportResponseSchema = z.object({ import: catalogueImportSchema });
export type CatalogueImportResponse = z.infer<typeof catalogueImportResponseSchema>;

/** One track of `POST admin/catalogue-import/publish`, as the admin reviewed it. */
export const importTrackPayloadSchema = z.object({
  import_id: idSchema,
  name,
  /** At least one, except on a publish into a stored album (`album_id`), whose artists a track without any takes. */
  artists: z.array(name).check(z.maxLength(20)),
  /** Ignored when the publish names an album for every file. */
  album: z.nullish(name),
  number: z.nullish(optionalNumber),
  disc_number: z.nullish(optionalNumber),
  genres: z.optional(z.array(name).check(z.maxLength(20))),
  year: z.nullish(z.int().check(z.gte(1000), z.lte(9999))),
  lyrics: z.nullish(z.string().check(z.maxLength(100_000))),
  lyrics_synced: z.optional(z.boolean()),
});
export type ImportTrackPayload = z.infer<typeof importTrackPayloadSchema>;

/** The album every file goes into when "make an album from these files" is on. */
export const importAlbumPayloadSchema = z.object({
  name,
  artists: z.array(name).check(z.minLength(1), z.maxLength(20)),
  year: z.nullish(z.int().check(z.gte(1000), z.lte(9999))),
  genres: z.optional(z.array(name).check(z.maxLength(20))),
});
export type ImportAlbumPayload = z.infer<typeof importAlbumPayloadSchema>;

export const catalogueImportPublishBodySchema = z
  .object({
    tracks: z.array(importTrackPayloadSchema).check(z.minLength(1), z.maxLength(500)),
    album: z.nullish(importAlbumPayloadSchema),
    /** A stored album the tracks join, after its last track, in the order sent (the album form's uploads). */
    album_id: z.nullish(idSchema),
  })
  .check(
    z.superRefine((body, context) => {
      if (body.album_id != null) return;
      for (const [index, track] of body.tracks.entries()) {
        if (track.artists.length === 0) {
          context.addIssue({
            code: 'custom',
            path: ['tracks', index, 'artists'],
            message: 'The artists field must have at least 1 items.',
          });
        }
      }
    }),
  );
export type CatalogueImportPublishBody = z.infer<typeof catalogueImportPublishBodySchema>;

/** What was published: the tracks in the order they were sent (an album's in disc and track order). */
export const catalogueImportPublishResponseSchema = z.object({
  tracks: z.array(trackSchema),
  albums: z.array(albumSchema),
});
export type CatalogueImportPublishResponse = z.infer<typeof catalogueImportPublishResponseSchema>;

/** `POST admin/catalogue-import/discard`: removes files read but not published. */
export const catalogueImportDiscardBodySchema = z.object({
  import_ids: z.array(idSchema).check(z.minLength(1), z.maxLength(500)),
});
export type CatalogueImportDiscardBody = z.infer<typeof catalogueImportDiscardBodySchema>;

export const catalogueImportDiscardResponseSchema = z.object({ discarded: count });
export type CatalogueImportDiscardResponse = z.infer<typeof catalogueImportDiscardResponseSchema>;

/** `GET admin/catalogue-import/files`: the admin's files read but not yet published or discarded, oldest first. */
export const catalogueImportListResponseSchema = z.object({ imports: z.array(catalogueImportSchema) });
export type CatalogueImportListResponse = z.infer<typeof catalogueImportListResponseSchema>;
