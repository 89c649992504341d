import * as z from 'zod/mini';

// Names and values end up in inline styles: a custom property name, and values that cannot close the declaration.
const cssVariableName = z.string().check(z.regex(/^--[A-Za-z0-9_-]+$/));
const cssValue = z.string().check(z.maxLength(1000), z.regex(/^[^;{}<>]*$/));
const fontFamily = z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[\p{L}\p{N} _-]+$/u));

/** Replaces values of the bootstrap data, each addressed by a dotted path (`settings.branding.site_name`). */
export const setValuesMessageSchema = z.object({
  type: z.literal('setValues'),
  values: z.record(z.string().check(z.minLength(1)), z.unknown()),
});

/** Sets the font the site is shown in; `null` returns to the theme's own. */
export const setThemeFontMessageSchema = z.object({
  type: z.literal('setThemeFont'),
  font: z.nullable(z.object({ family: fontFamily, google: z.optional(z.boolean()) })),
});

/** Sets one CSS variable of the active theme (`--ta-primary`). */
export const setThemeValueMessageSchema = z.object({
  type: z.literal('setThemeValue'),
  name: cssVariableName,
  value: cssValue,
});

/** Shows another theme. */
export const setActiveThemeMessageSchema = z.object({
  type: z.literal('setActiveTheme'),
  themeId: z.union([z.int().check(z.nonnegative()), z.string().check(z.regex(/^\d+$/))]),
});

/** Replaces the operator's custom HTML or CSS. */
export const setCustomCodeMessageSchema = z.object({
  type: z.literal('setCustomCode'),
  mode: z.enum(['html', 'css']),
  value: z.string().check(z.maxLength(200_000)),
});

/** The messages the live appearance preview accepts (doc 000 §4). */
export const appearanceMessageSchema = z.discriminatedUnion('type', [
  setValuesMessageSchema,
  setThemeFontMessageSchema,
  setThemeValueMessageSchema,
  setActiveThemeMessageSchema,
  setCustomCodeMessageSchema,
]);
export type AppearanceMessage = z.infer<typeof appearanceMessageSchema>;

/** What the preview tells the editor once it listens. */
export const APP_LOADED_MESSAGE = { type: 'appLoaded' } as const;
