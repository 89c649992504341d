import * as z from 'zod';
import { idSchema, optionalDateTimeSchema } from './primitives';

/** A user's billing subscription; the user is subscribed if any subscription is valid (doc 001 §4). */
export const subscriptionSchema = z.object({
  id: idSchema,
  valid: z.boolean(),
  active: z.boolean(),
  product_id: idSchema.nullable().optional(),
  price_id: idSchema.nullable().optional(),
  ends_at: optionalDateTimeSchema.optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
