import * as z from 'zod/mini';
import { idSchema } from '../primitives';
import { artistSchema } from './artist';
import { genreSchema } from './genre';
import { trackSchema } from './track';

/**
 * Names the list a queue was started from, `<source>.<id>`: `album.5`, `artist.3`, `playlist.2`, `channel.home`,
 * `tag.rock`, `genre.jazz`, `radio.track.7`, `likedTracks.me`, `history.me`, `search.<query>`.
 */
export const queueIdSchema = z.string().check(z.trim(), z.regex(/^[A-Za-z]+\.[^\s]+/), z.maxLength(300));
export type QueueId = z.infer<typeof queueIdSchema>;

/** Body of `POST player/tracks`: continue a queue after the last track it holds. */
export const playerTracksPayloadSchema = z.object({
  queueId: queueIdSchema,
  lastTrackId: idSchema,
  perPage: z.optional(z.int().check(z.positive(), z.maximum(100))),
});
export type PlayerTracksPayload = z.infer<typeof playerTracksPayloadSchema>;

/** Answer of `POST player/tracks`: the next tracks of the queue, empty at its end. */
export const playerTracksResponseSchema = z.object({ tracks: z.array(trackSchema) });
export type PlayerTracksResponse = z.infer<typeof playerTracksResponseSchema>;

/** Body of `POST tracks/plays/{id}/log`. */
export const playLogPayloadSchema = z.object({ queueId: z.optional(queueIdSchema) });
export type PlayLogPayload = z.infer<typeof playLogPayloadSchema>;

/** Radio seeds (`/radio/{seedType}/{seedId}/{seedName}`). */
export const radioSeedTypeSchema = z.enum(['artist', 'track', 'genre']);
export type RadioSeedType = z.infer<typeof radioSeedTypeSchema>;

/** Answer of `GET radio/{artist|track|genre}/{id}`: the seed and tracks like it. */
export const radioResponseSchema = z.object({
  type: radioSeedTypeSchema,
  seed: z.discriminatedUnion('model_type', [artistSchema, trackSchema, genreSchema]),
  recommendations: z.array(trackSchema),
});
export type RadioResponse = z.infer<typeof radioResponseSchema>;
