import * as z from 'zod/mini';

/**
 * The answer of a mutation whose result the specification does not show: a Laravel controller's
 * `success()` reply, `{status: 'success'}`, optionally with a message for the toast.
 */
export const acknowledgementSchema = z.object({
  status: z.literal('success'),
  message: z.optional(z.string()),
});
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;

/** An answer carrying only a human-readable message (`POST auth/forgot-password`). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
