import * as z from 'zod/mini';
import { idSchema } from './primitives';

// Apart from the notifications' contract: the sign-in and sign-up answers carry it on every first visit.

/** A workspace invitation id, a generated string or a number. */
export const inviteIdSchema = z.union([z.string().check(z.minLength(1)), idSchema]);
export type InviteId = z.infer<typeof inviteIdSchema>;
