import * as z from 'zod/mini';
import { paginationSchema } from '../pagination';
import { dateTimeSchema, idSchema } from '../primitives';
import { publicUserSchema } from './profile';

/** A comment on a track, pinned to a point of its waveform. */
export const commentSchema = z.object({
  id: idSchema,
  model_type: z.literal('comment'),
  content: z.string(),
  /** Where on the track it was written, as a fraction of the duration from 0 to 1. */
  position: z.number().check(z.minimum(0), z.maximum(1)),
  /** `null` for a top-level comment. */
  parent_id: z.nullable(idSchema),
  /** 0 for a top-level comment, 1 for a reply. */
  depth: z.int().check(z.nonnegative()),
  commentable_id: idSchema,
  commentable_type: z.literal('track'),
  user: publicUserSchema,
  created_at: dateTimeSchema,
  /** Set when a moderator deleted it while it had replies: it keeps its place in the thread, without its text. */
  deleted: z.optional(z.boolean()),
});
export type Comment = z.infer<typeof commentSchema>;

/** Longest comment. */
export const COMMENT_MAX = 1000;

/** Body of `POST comments`. */
export const commentPayloadSchema = z.object({
  commentable_id: idSchema,
  commentable_type: z.literal('track'),
  content: z.string().check(z.trim(), z.minLength(1), z.maxLength(COMMENT_MAX)),
  position: z.optional(z.number().check(z.minimum(0), z.maximum(1))),
  /** Answers this comment; a reply keeps its parent's position. */
  parent_id: z.optional(z.nullable(idSchema)),
});
export type CommentPayload = z.infer<typeof commentPayloadSchema>;

/** Answer of `POST comments`. */
export const commentResponseSchema = z.object({ comment: commentSchema });
export type CommentResponse = z.infer<typeof commentResponseSchema>;

/** Answer of `GET tracks/{id}/comments`: top-level comments newest first, each followed by its replies. */
export const commentListResponseSchema = z.object({ pagination: paginationSchema(commentSchema) });
export type CommentListResponse = z.infer<typeof commentListResponseSchema>;

/** Answer of `GET tracks/{id}/wave`: peak heights from 0 to 1 and the comments to pin on them. */
export const waveResponseSchema = z.object({
  waveData: z.array(z.number().check(z.minimum(0), z.maximum(1))),
  comments: z.array(commentSchema),
});
export type WaveResponse = z.infer<typeof waveResponseSchema>;
