import * as z from 'zod/mini';
import { THEME_FONT_IDS } from '../../rules/fonts/theme-fonts';
import { landingAppearanceSchema } from '../landing-page';
import { idSchema } from '../primitives';
import { brandingSettingsSchema } from '../settings';
import { themeSchema } from '../theme';
import { appearanceCustomCodeSchema } from './appearance-custom-code';
import {
  appearanceMenuOptionsSchema,
  appearanceMenusSchema,
  appearanceStoredMenusSchema,
} from './appearance-menus';
import { appearanceSeoSchema, SEO_PAGES, type SeoPage, type SeoTemplate } from './appearance-seo';

/**
 * The colour variables a theme holds, each a `R G B` triplet (`79 70 229`): the UI kit's tokens, which every screen
 * reads through `rgb(var(--ta-…))`.
 */
export const THEME_COLOR_VARIABLES = [
  '--ta-background',
  '--ta-foreground',
  '--ta-muted',
  '--ta-muted-foreground',
  '--ta-paper',
  '--ta-border',
  '--ta-control',
  '--ta-primary',
  '--ta-primary-foreground',
  '--ta-danger',
  '--ta-danger-foreground',
  '--ta-positive',
  '--ta-positive-foreground',
  '--ta-focus',
] as const;
export type ThemeColorVariable = (typeof THEME_COLOR_VARIABLES)[number];

/** The corner radius of the kit's smaller parts (menu items, tabs, tooltips), a CSS length (`0.5rem`). */
export const THEME_RADIUS_VARIABLE = '--ta-radius';
/** The corner radius of each part a theme shapes: buttons, inputs (fields, selects) and panels (cards, dialogs). */
export const THEME_PART_RADIUS_VARIABLES = [
  '--ta-radius-button',
  '--ta-radius-input',
  '--ta-radius-panel',
] as const;
export type ThemePartRadiusVariable = (typeof THEME_PART_RADIUS_VARIABLES)[number];
/** The dimming behind modal overlays, a triplet with an alpha (`0 0 0 / 0.5`). */
export const THEME_BACKDROP_VARIABLE = '--ta-backdrop';
/**
 * The key of a theme's `values` naming its font, one of the ids the site serves (`THEME_FONT_IDS`). It is not a CSS
 * variable, so applying a theme's variables passes it by; the app writes the font's `@font-face` rules from it.
 */
export const THEME_FONT_KEY = 'font';

/** Every variable a theme may hold; any other name is refused. */
export const THEME_VARIABLES = [
  ...THEME_COLOR_VARIABLES,
  THEME_RADIUS_VARIABLE,
  ...THEME_PART_RADIUS_VARIABLES,
  THEME_BACKDROP_VARIABLE,
] as const;
export type ThemeVariable = (typeof THEME_VARIABLES)[number];

const channel = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
/** `R G B`, each channel 0 to 255. */
export const RGB_TRIPLET_PATTERN = new RegExp(`^${channel} ${channel} ${channel}$`);
const RADIUS_PATTERN = /^(0|\d{1,4}(\.\d{1,3})?(rem|px))$/;
const BACKDROP_PATTERN = new RegExp(`^${channel} ${channel} ${channel} / (0|1|0?\\.\\d{1,3})$`);
const RADIUS_VARIABLES: ReadonlySet<string> = new Set([
  THEME_RADIUS_VARIABLE,
  ...THEME_PART_RADIUS_VARIABLES,
]);

/** Whether `value` is a valid value of the theme variable `name`. */
export function isValidThemeValue(name: ThemeVariable, value: string): boolean {
  if (RADIUS_VARIABLES.has(name)) return RADIUS_PATTERN.test(value);
  if (name === THEME_BACKDROP_VARIABLE) return BACKDROP_PATTERN.test(value);
  return RGB_TRIPLET_PATTERN.test(value);
}

const THEME_FONT_ID_SET: ReadonlySet<string> = new Set(THEME_FONT_IDS);

/** Why a theme value is refused, or `null` when it is valid. */
function themeValueProblem(name: ThemeVariable | typeof THEME_FONT_KEY, value: string): string | null {
  if (name === THEME_FONT_KEY) {
    return THEME_FONT_ID_SET.has(value) ? null : 'Pick one of the fonts the site serves.';
  }
  if (isValidThemeValue(name, value)) return null;
  return RADIUS_VARIABLES.has(name)
    ? 'Give a length such as 0.5rem.'
    : 'Give a colour as three numbers from 0 to 255.';
}

const themeValuesSchema = z
  .partialRecord(z.enum([...THEME_VARIABLES, THEME_FONT_KEY]), z.string().check(z.maxLength(40)))
  .check(
    z.superRefine((values, context) => {
      for (const [name, value] of Object.entries(values) as Array<
        [ThemeVariable | typeof THEME_FONT_KEY, string]
      >) {
        const message = themeValueProblem(name, value);
        if (message) context.issues.push({ code: 'custom', input: value, path: [name], message });
      }
    }),
  );

/** A theme as the appearance editor saves it; without `id` it is a new theme. */
export const appearanceThemeSchema = z.strictObject({
  id: z.optional(z.nullable(idSchema)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  is_dark: z.boolean(),
  default_light: z.boolean(),
  default_dark: z.boolean(),
  values: themeValuesSchema,
});
export type AppearanceTheme = z.infer<typeof appearanceThemeSchema>;

const imageAddress = z.nullable(z.string().check(z.maxLength(2000), z.regex(/^(\/|https?:\/\/)[^\s"'<>]*$/)));

/** The site's name, description and images, as the General section saves them. */
export const appearanceBrandingSchema = z.strictObject({
  site_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  site_description: z.nullable(z.string().check(z.maxLength(500))),
  favicon: imageAddress,
  logo_light: imageAddress,
  logo_dark: imageAddress,
  logo_light_mobile: imageAddress,
  logo_dark_mobile: imageAddress,
});
export type AppearanceBranding = z.infer<typeof appearanceBrandingSchema>;

/** Every theme after the edit: at least one, and at most one default for light and one for dark mode. */
export const appearanceThemesSchema = z.array(appearanceThemeSchema).check(
  z.minLength(1, 'Keep at least one theme.'),
  z.maxLength(50),
  z.superRefine((themes, context) => {
    for (const flag of ['default_light', 'default_dark'] as const) {
      if (themes.filter((theme) => theme[flag]).length > 1) {
        context.issues.push({
          code: 'custom',
          input: themes,
          message:
            flag === 'default_light'
              ? 'Only one theme can be the default for light mode.'
              : 'Only one theme can be the default for dark mode.',
        });
      }
    }
    const ids = themes.flatMap((theme) => (theme.id == null ? [] : [theme.id]));
    if (new Set(ids).size !== ids.length) {
      context.issues.push({ code: 'custom', input: themes, message: 'A theme is listed twice.' });
    }
  }),
);

/**
 * Body of `POST admin/appearance`: what the editor changed, stored in one call. `themes` is the whole list after
 * the edit: listed themes with an id are updated, without one created, and themes left out are deleted.
 */
export const appearancePayloadSchema = z.strictObject({
  changes: z
    .strictObject({
      branding: z.optional(appearanceBrandingSchema),
      themes: z.optional(appearanceThemesSchema),
      /** Every menu after the edit; the stored list is replaced whole. */
      menus: z.optional(appearanceMenusSchema),
      /** Each page's SEO templates; `null` gives a page its original ones back. */
      seo: z.optional(appearanceSeoSchema),
      custom_code: z.optional(appearanceCustomCodeSchema),
      landing: z.optional(landingAppearanceSchema),
    })
    .check(
      z.refine((changes) => Object.values(changes).some((change) => change !== undefined), {
        message: 'Give at least one change.',
      }),
    ),
});
export type AppearancePayload = z.infer<typeof appearancePayloadSchema>;
export type AppearanceChanges = AppearancePayload['changes'];

/** A stored theme as the editor reads it: always named. */
export const appearanceStoredThemeSchema = z.extend(themeSchema, { name: z.string() });
export type AppearanceStoredTheme = z.infer<typeof appearanceStoredThemeSchema>;

/** Answer of `GET admin/appearance/values` and `POST admin/appearance`: what visitors get now, and the defaults. */
export const appearanceValuesResponseSchema = z.object({
  values: z.object({
    branding: brandingSettingsSchema,
    themes: z.array(appearanceStoredThemeSchema),
    menus: appearanceStoredMenusSchema,
    /** Each page's own SEO templates, `null` where it has the original ones. */
    seo: z.record(
      z.enum(SEO_PAGES),
      z.nullable(z.object({ title: z.string(), description: z.string() })),
    ) as z.ZodMiniType<Record<SeoPage, SeoTemplate | null>>,
    custom_code: appearanceCustomCodeSchema,
    landing: landingAppearanceSchema,
  }),
  /** The roles and permissions a menu item's visibility can name. */
  menu_options: appearanceMenuOptionsSchema,
  /** The shipped colours of a light and a dark theme, for Reset colours. */
  defaults: z.object({
    light: z.record(z.string(), z.string()),
    dark: z.record(z.string(), z.string()),
  }),
});
export type AppearanceValuesResponse = z.infer<typeof appearanceValuesResponseSchema>;
