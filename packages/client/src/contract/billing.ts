import * as z from 'zod';
import { paginatedResponseSchema } from './pagination';
import { idSchema } from './primitives';

export const priceIntervalSchema = z.enum(['day', 'month', 'year']);
export type PriceInterval = z.infer<typeof priceIntervalSchema>;

/** One way to pay for a plan; the shown price is `amount / interval_count` (doc 001 §9). */
export const priceSchema = z.object({
  id: idSchema,
  amount: z.number().nonnegative(),
  /** ISO 4217 code, e.g. `USD`. */
  currency: z.string().min(1),
  interval: priceIntervalSchema,
  interval_count: z.int().positive(),
});
export type Price = z.infer<typeof priceSchema>;

/** A subscription plan. */
export const productSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  hidden: z.boolean(),
  recommended: z.boolean(),
  free: z.boolean(),
  prices: z.array(priceSchema),
  feature_list: z.array(z.string()),
});
export type Product = z.infer<typeof productSchema>;

/** Answer of `GET billing/products`: the plans in `pagination.data`. */
export const productListResponseSchema = paginatedResponseSchema(productSchema);
export type ProductListResponse = z.infer<typeof productListResponseSchema>;
