import * as z from 'zod/mini';
import { COMMENT_MAX } from '../catalogue/comment';
import { dateTimeSchema, idSchema } from '../primitives';

const countSchema = z.int().check(z.nonnegative());

/** One row of `GET admin/comments`: the comment, where and by whom it was written, its replies and reports. */
export const adminCommentRowSchema = z.object({
  id: idSchema,
  /** Plain text, shown as text (never as HTML), as listeners see it. */
  content: z.string(),
  /** Kept, marked deleted, because it has replies. */
  deleted: z.boolean(),
  parent_id: z.nullable(idSchema),
  track: z.object({ id: idSchema, name: z.string(), image: z.nullable(z.string()) }),
  user: z.object({
    id: idSchema,
    name: z.string(),
    email: z.string(),
    image: z.nullable(z.string()),
  }),
  replies_count: countSchema,
  reports_count: countSchema,
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type AdminCommentRow = z.infer<typeof adminCommentRowSchema>;

/** Answer of `PUT admin/comments/{id}`. */
export const adminCommentResponseSchema = z.object({ comment: adminCommentRowSchema });
export type AdminCommentResponse = z.infer<typeof adminCommentResponseSchema>;

/** Body of `PUT admin/comments/{id}`: the comment's new text, under the listeners' rules. */
export const adminCommentPayloadSchema = z.object({
  content: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'The comment may not be empty.'),
      z.maxLength(COMMENT_MAX, `A comment may be at most ${COMMENT_MAX} characters.`),
    ),
});
export type AdminCommentPayload = z.infer<typeof adminCommentPayloadSchema>;

/** Body of `POST admin/comments/restore`: comments marked deleted to show again. */
export const restoreCommentsPayloadSchema = z.object({
  commentIds: z.array(idSchema).check(z.minLength(1), z.maxLength(1000)),
});
export type RestoreCommentsPayload = z.infer<typeof restoreCommentsPayloadSchema>;

/** What `DELETE admin/comments/{ids}` did: comments with replies are only marked deleted, the others removed. */
export const deletedCommentsSchema = z.object({
  status: z.literal('success'),
  removed: countSchema,
  marked: countSchema,
});
export type DeletedComments = z.infer<typeof deletedCommentsSchema>;
