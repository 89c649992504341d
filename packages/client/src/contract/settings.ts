import * as z from 'zod';
import { menuSchema } from './menu';
import { idSchema, phpMapSchema } from './primitives';

// Settings are operator configuration that grows with every feature, so each group keeps keys it does not name
// (loose objects) instead of stripping them; the named keys are still type-checked.

const serviceToggleSchema = z.looseObject({ enable: z.boolean() });

export const brandingSettingsSchema = z.looseObject({
  site_name: z.string(),
  site_description: z.string().nullable().optional(),
  logo_light: z.string().nullable().optional(),
  logo_dark: z.string().nullable().optional(),
  logo_light_mobile: z.string().nullable().optional(),
  logo_dark_mobile: z.string().nullable().optional(),
  favicon: z.string().nullable().optional(),
});
export type BrandingSettings = z.infer<typeof brandingSettingsSchema>;

export const themeSettingsSchema = z.looseObject({
  /** The theme used when the visitor's choice matches nothing. */
  default_id: idSchema.nullable().optional(),
  /** Whether users may switch between light and dark. */
  user_change: z.boolean(),
  is_dark: z.boolean().optional(),
  /** Id of the theme the `dark` choice picks. */
  default_dark: idSchema.nullable().optional(),
  /** Id of the theme the `light` choice picks. */
  default_light: idSchema.nullable().optional(),
});
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

export const cookieNoticeSettingsSchema = z.looseObject({
  enable: z.boolean(),
  position: z.enum(['top', 'bottom']),
  /** An optional extra link in the notice (for example to the privacy policy). */
  button: z
    .looseObject({
      label: z.string().nullable().optional(),
      action: z.string().nullable().optional(),
      type: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type CookieNoticeSettings = z.infer<typeof cookieNoticeSettingsSchema>;

/** A checkbox every new user must tick on /register. Ids are generated when the operator adds the policy. */
export const registrationPolicySchema = z.looseObject({
  id: z.union([z.string().min(1), idSchema]),
  name: z.string(),
});
export type RegistrationPolicy = z.infer<typeof registrationPolicySchema>;

export const registrationSettingsSchema = z.looseObject({
  disable: z.boolean(),
  policies: z.array(registrationPolicySchema).optional(),
});
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;

export const socialSettingsSchema = z.looseObject({
  compact_buttons: z.boolean().optional(),
  google: serviceToggleSchema.optional(),
  facebook: serviceToggleSchema.optional(),
  twitter: serviceToggleSchema.optional(),
  envato: serviceToggleSchema.optional(),
});
export type SocialSettings = z.infer<typeof socialSettingsSchema>;

export const recaptchaSettingsSchema = z.looseObject({
  site_key: z.string().nullable(),
  /** Per action (`register`, `contact`, ...) whether the human-verification check runs. */
  enable: phpMapSchema(z.boolean()),
});
export type RecaptchaSettings = z.infer<typeof recaptchaSettingsSchema>;

export const uploadSettingsSchema = z.looseObject({
  /** Bytes per chunk for resumable uploads. */
  chunk_size: z.int().positive().nullable().optional(),
  /** Turns the resumable method off. */
  disable_tus: z.boolean().optional(),
  /** Lets the browser upload straight to S3 storage. */
  s3_direct_upload: z.boolean().optional(),
  /** Storage driver of the uploads disk, e.g. `local` or `s3`. */
  uploads_driver: z.string().optional(),
  /** Storage driver of the public disk. */
  public_driver: z.string().optional(),
  /** Largest accepted file in bytes. */
  max_size: z.number().positive().nullable().optional(),
});
export type UploadSettings = z.infer<typeof uploadSettingsSchema>;

export const homepageSettingsSchema = z.looseObject({
  /** `landingPage`, or the value naming the login or the registration page. */
  type: z.string(),
  value: z.union([z.string(), z.number()]).nullable().optional(),
});
export type HomepageSettings = z.infer<typeof homepageSettingsSchema>;

/** HTML of the ad slots (doc 000 §3). */
export const adSettingsSchema = z.looseObject({
  general_top: z.string().nullable().optional(),
  general_bottom: z.string().nullable().optional(),
  artist_top: z.string().nullable().optional(),
  artist_bottom: z.string().nullable().optional(),
  album_above: z.string().nullable().optional(),
});
export type AdSettings = z.infer<typeof adSettingsSchema>;

/**
 * Site settings sent in the bootstrap data. Groups a feature can live without are optional: an absent group means
 * the feature is off.
 */
export const settingsSchema = z.looseObject({
  base_url: z.string(),
  branding: brandingSettingsSchema,
  themes: themeSettingsSchema,
  menus: z.array(menuSchema),
  require_email_confirmation: z.boolean().optional(),
  dates: z
    .looseObject({
      default_timezone: z.string().nullable().optional(),
      format: z.string().optional(),
    })
    .optional(),
  i18n: z
    .looseObject({
      enable: z.boolean().optional(),
      default_localization: z.string().optional(),
    })
    .optional(),
  cookie_notice: cookieNoticeSettingsSchema.optional(),
  registration: registrationSettingsSchema.optional(),
  social: socialSettingsSchema.optional(),
  recaptcha: recaptchaSettingsSchema.optional(),
  /** Whether notification channel subscriptions are integrated (`notif.subs.integrated`). */
  notif: z.looseObject({ subs: z.looseObject({ integrated: z.boolean() }) }).optional(),
  notifications: z.looseObject({ integrated: z.boolean() }).optional(),
  billing: z.looseObject({ enable: z.boolean() }).optional(),
  api: z.looseObject({ integrated: z.boolean() }).optional(),
  uploads: uploadSettingsSchema.optional(),
  homepage: homepageSettingsSchema.optional(),
  ads: adSettingsSchema.optional(),
  /** `site.demo` pre-fills the login form with demo credentials. */
  site: z.looseObject({ demo: z.boolean().optional() }).optional(),
});
export type Settings = z.infer<typeof settingsSchema>;
