import * as z from 'zod/mini';

/** The most custom CSS or HTML the site takes, in characters. */
export const CUSTOM_CODE_MAX_LENGTH = 100_000;

/**
 * The operator's CSS and HTML added to every page. The CSS is written into a `<style>` element, so it may not
 * close that element; the HTML is the operator's own and its scripts run, admitted by the page's policy.
 */
export const appearanceCustomCodeSchema = z.strictObject({
  css: z.string().check(
    z.maxLength(CUSTOM_CODE_MAX_LENGTH),
    z.refine((css) => !/<\/style/i.test(css), { message: 'CSS cannot contain </style>.' }),
  ),
  html: z.string().check(z.maxLength(CUSTOM_CODE_MAX_LENGTH)),
});
export type AppearanceCustomCode = z.infer<typeof appearanceCustomCodeSchema>;
