import * as z from 'zod/mini';
import { adminArtistPayloadSchema } from './admin/catalogue';
import { adminReportResponseSchema } from './admin/reports';
import { idSchema } from './primitives';

const minutesSchema = z.number().check(z.nonnegative());

/**
 * Answer of `GET backstage/workspace/minutes`: how much music the `minutes` restriction of `music.create` lets the
 * artist upload. `limit` and `left` are `null` when nothing limits it.
 */
export const uploadMinutesSchema = z.object({
  used: minutesSchema,
  limit: z.nullable(minutesSchema),
  left: z.nullable(minutesSchema),
});
export type UploadMinutes = z.infer<typeof uploadMinutesSchema>;

export const uploadMinutesResponseSchema = z.object({ minutes: uploadMinutesSchema });
export type UploadMinutesResponse = z.infer<typeof uploadMinutesResponseSchema>;

/**
 * Body of `POST backstage/workspace/uploads/check`: the lengths of the files about to be sent, read by the
 * browser, in milliseconds. 422 when they would go over the minutes left.
 */
export const uploadCheckBodySchema = z.object({
  durations: z
    .array(z.int().check(z.nonnegative(), z.maximum(24 * 60 * 60 * 1000)))
    .check(z.minLength(1), z.maxLength(500)),
});
export type UploadCheckBody = z.infer<typeof uploadCheckBodySchema>;

/** An artist or album the artist may credit or file a track under, as the pickers show it. */
export const workspaceChoiceSchema = z.object({ id: idSchema, name: z.string() });
export type WorkspaceChoice = z.infer<typeof workspaceChoiceSchema>;

/**
 * Answer of `GET backstage/workspace/artists` and `…/albums`: the user's own artists (or albums) whose name holds
 * `query`, or any when the user may pick any artist; at most 20.
 */
export const workspaceChoicesResponseSchema = z.object({
  items: z.array(workspaceChoiceSchema),
  /** Whether the user may credit any artist of the catalogue, not only their own. */
  any_artist: z.boolean(),
});
export type WorkspaceChoicesResponse = z.infer<typeof workspaceChoicesResponseSchema>;

/** Body of `PUT backstage/workspace/artists/{id}`: the admin's artist form without its name and verified mark. */
export const workspaceArtistPayloadSchema = z.omit(adminArtistPayloadSchema, { name: true, verified: true });
export type WorkspaceArtistPayload = z.infer<typeof workspaceArtistPayloadSchema>;

/**
 * Answer of `GET backstage/workspace/{tracks|albums|artists}/{id}/insights`: the admin report's shape, scoped to
 * the item's plays. `kpis`, `artists` and `albums` are empty; `tracks` holds an album's or artist's top tracks
 * (the track itself for a track); `browsers` is kept for the chart parts.
 */
export const workspaceInsightsResponseSchema = adminReportResponseSchema;
export type WorkspaceInsightsResponse = z.infer<typeof workspaceInsightsResponseSchema>;
