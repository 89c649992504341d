import * as z from 'zod/mini';
import { messageFormSchema } from './message-form';
import { guestRoleSchema } from './permission';
import { phpMapSchema } from './primitives';
import { settingsSchema } from './settings';
import { themeSchema } from './theme';
import { userSchema } from './user';

/**
 * The active translation: its language code, translated lines keyed by source text and, keyed the same way, the
 * parsed form of every line shown with ICU MessageFormat syntax (plurals, selects), whether translated or not.
 */
export const i18nSchema = z.object({
  language: z.string(),
  name: z.optional(z.string()),
  lines: phpMapSchema(z.string()),
  messages: z.optional(phpMapSchema(messageFormSchema)),
});
export type I18n = z.infer<typeof i18nSchema>;

/** Everything the app needs to start: who is signed in, the site settings, themes and translations. */
export const bootstrapDataSchema = z.object({
  /** `null` for a guest. */
  user: z.nullable(userSchema),
  settings: settingsSchema,
  themes: z.array(themeSchema),
  i18n: i18nSchema,
  /** Permissions that apply while logged out; `null` when the site has no guest role. */
  guest_role: z.nullable(guestRoleSchema),
  show_cookie_notice: z.boolean(),
});
export type BootstrapData = z.infer<typeof bootstrapDataSchema>;

/** Answer of calls that replace the bootstrap data (`POST auth/logout`, `POST secure/auth/social/connect`). */
export const bootstrapDataResponseSchema = z.object({ bootstrapData: bootstrapDataSchema });
export type BootstrapDataResponse = z.infer<typeof bootstrapDataResponseSchema>;
