import * as z from 'zod/mini';
import { idSchema, optionalDateTimeSchema } from './primitives';

/** A user's billing subscription; the user is subscribed if any subscription is valid (doc 001 §4). */
export const subscriptionSchema = z.object({
  id: idSchema,
  valid: z.boolean(),
  active: z.boolean(),
  product_id: z.optional(z.nullable(idSchema)),
  price_id: z.optional(z.nullable(idSchema)),
  ends_at: z.optional(optionalDateTimeSchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
