import * as z from 'zod/mini';

/** A link the landing page shows: a page of the site (`/discover`) or an outside address. */
const linkAddress = z.string().check(z.trim(), z.maxLength(2000), z.regex(/^(\/|https?:\/\/)[^\s"'<>]*$/));
const imageAddress = z.nullable(z.string().check(z.maxLength(2000), z.regex(/^(\/|https?:\/\/)[^\s"'<>]*$/)));
/** `#RRGGBB`. */
export const HEX_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;
const colour = z.nullable(z.string().check(z.regex(HEX_COLOUR_PATTERN, 'Give a colour such as #1E1B4B.')));
const text = (max: number) => z.string().check(z.maxLength(max));

/** A button of the landing page's header. */
export const landingActionSchema = z.strictObject({
  label: z.string().check(z.trim(), z.minLength(1, 'Give the button a label.'), z.maxLength(60)),
  url: linkAddress,
});
export type LandingAction = z.infer<typeof landingActionSchema>;

/** A feature shown large, with its picture. */
export const landingPrimaryFeatureSchema = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1, 'Give the feature a title.'), z.maxLength(100)),
  subtitle: text(300),
  image: imageAddress,
});
export type LandingPrimaryFeature = z.infer<typeof landingPrimaryFeatureSchema>;

/** A feature shown in the list below the primary ones. */
export const landingSecondaryFeatureSchema = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1, 'Give the feature a title.'), z.maxLength(100)),
  subtitle: text(300),
  description: text(1000),
  image: imageAddress,
});
export type LandingSecondaryFeature = z.infer<typeof landingSecondaryFeatureSchema>;

/**
 * What the landing page (`/landing`) shows, as the appearance editor saves it under `settings.homepage.appearance`.
 * An empty header title or subtitle shows the site's name or description.
 */
export const landingAppearanceSchema = z.strictObject({
  header_title: text(200),
  header_subtitle: text(500),
  header_image: imageAddress,
  header_overlay_color_1: colour,
  header_overlay_color_2: colour,
  /** How much the overlay colours cover the header image, 0 to 100. */
  header_overlay_opacity: z.int().check(z.minimum(0), z.maximum(100)),
  actions: z.array(landingActionSchema).check(z.maxLength(3, 'Show at most three buttons.')),
  primary_features: z.array(landingPrimaryFeatureSchema).check(z.maxLength(6, 'Show at most six features.')),
  secondary_features: z
    .array(landingSecondaryFeatureSchema)
    .check(z.maxLength(12, 'Show at most twelve features.')),
  show_trending: z.boolean(),
  show_pricing: z.boolean(),
});
export type LandingAppearance = z.infer<typeof landingAppearanceSchema>;

/** What the landing page shows before the operator saves it: the site's name and description and two buttons. */
export const DEFAULT_LANDING_APPEARANCE: LandingAppearance = {
  header_title: '',
  header_subtitle: '',
  header_image: null,
  header_overlay_color_1: null,
  header_overlay_color_2: null,
  header_overlay_opacity: 80,
  actions: [
    { label: 'Start listening', url: '/discover' },
    { label: 'Register now', url: '/register' },
  ],
  primary_features: [],
  secondary_features: [],
  show_trending: true,
  show_pricing: false,
};
