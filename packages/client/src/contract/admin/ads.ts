import * as z from 'zod/mini';

/** The longest snippet a slot takes: ad networks' tags are a few hundred characters, a hand-made banner a few kB. */
export const MAX_AD_SNIPPET = 20_000;

const snippetSchema = z.nullable(
  z.string().check(z.maxLength(MAX_AD_SNIPPET, `A snippet may be at most ${MAX_AD_SNIPPET} characters.`)),
);

/**
 * The ad settings as `/admin/ads` edits them (settings `ads.*`): each slot's HTML snippet, scripts allowed since
 * every slot is drawn in a sandboxed frame, and whether ads are off everywhere.
 */
export const adminAdsSchema = z.object({
  disable: z.boolean(),
  general_top: snippetSchema,
  general_bottom: snippetSchema,
  artist_top: snippetSchema,
  artist_bottom: snippetSchema,
  album_above: snippetSchema,
});
export type AdminAds = z.infer<typeof adminAdsSchema>;

/** Answer of `GET` and `PUT admin/ads`. */
export const adminAdsResponseSchema = z.object({ ads: adminAdsSchema });
export type AdminAdsResponse = z.infer<typeof adminAdsResponseSchema>;
