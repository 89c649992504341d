import * as z from 'zod/mini';
import { menuSchema } from './menu';
import { idSchema, phpMapSchema } from './primitives';

// Settings are operator configuration that grows with every feature, so each group keeps keys it does not name
// (loose objects) instead of stripping them; the named keys are still type-checked.

const serviceToggleSchema = z.looseObject({ enable: z.boolean() });

export const brandingSettingsSchema = z.looseObject({
  site_name: z.string(),
  site_description: z.optional(z.nullable(z.string())),
  logo_light: z.optional(z.nullable(z.string())),
  logo_dark: z.optional(z.nullable(z.string())),
  logo_light_mobile: z.optional(z.nullable(z.string())),
  logo_dark_mobile: z.optional(z.nullable(z.string())),
  favicon: z.optional(z.nullable(z.string())),
});
export type BrandingSettings = z.infer<typeof brandingSettingsSchema>;

export const themeSettingsSchema = z.looseObject({
  /** The theme used when the visitor's choice matches nothing. */
  default_id: z.optional(z.nullable(idSchema)),
  /** Whether users may switch between light and dark. */
  user_change: z.boolean(),
  is_dark: z.optional(z.boolean()),
  /** Id of the theme the `dark` choice picks. */
  default_dark: z.optional(z.nullable(idSchema)),
  /** Id of the theme the `light` choice picks. */
  default_light: z.optional(z.nullable(idSchema)),
});
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

export const cookieNoticeSettingsSchema = z.looseObject({
  enable: z.boolean(),
  position: z.enum(['top', 'bottom']),
  /** An optional extra link in the notice (for example to the privacy policy). */
  button: z.optional(
    z.nullable(
      z.looseObject({
        label: z.optional(z.nullable(z.string())),
        action: z.optional(z.nullable(z.string())),
        type: z.optional(z.nullable(z.string())),
      }),
    ),
  ),
});
export type CookieNoticeSettings = z.infer<typeof cookieNoticeSettingsSchema>;

/** A checkbox every new user must tick on /register. Ids are generated when the operator adds the policy. */
export const registrationPolicySchema = z.looseObject({
  id: z.union([z.string().check(z.minLength(1)), idSchema]),
  name: z.string(),
  /** Where the policy can be read, such as its custom page (`/pages/terms-of-service`). */
  action: z.optional(z.nullable(z.string())),
});
export type RegistrationPolicy = z.infer<typeof registrationPolicySchema>;

export const registrationSettingsSchema = z.looseObject({
  disable: z.boolean(),
  policies: z.optional(z.array(registrationPolicySchema)),
});
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;

export const socialSettingsSchema = z.looseObject({
  compact_buttons: z.optional(z.boolean()),
  google: z.optional(serviceToggleSchema),
  facebook: z.optional(serviceToggleSchema),
  twitter: z.optional(serviceToggleSchema),
  envato: z.optional(serviceToggleSchema),
});
export type SocialSettings = z.infer<typeof socialSettingsSchema>;

export const recaptchaSettingsSchema = z.looseObject({
  site_key: z.nullable(z.string()),
  /** Per action (`register`, `contact`, ...) whether the human-verification check runs. */
  enable: phpMapSchema(z.boolean()),
});
export type RecaptchaSettings = z.infer<typeof recaptchaSettingsSchema>;

export const uploadSettingsSchema = z.looseObject({
  /** Bytes per chunk for resumable uploads. */
  chunk_size: z.optional(z.nullable(z.int().check(z.positive()))),
  /** Turns the resumable method off. */
  disable_tus: z.optional(z.boolean()),
  /** Lets the browser upload straight to S3 storage. */
  s3_direct_upload: z.optional(z.boolean()),
  /** Storage driver of the uploads disk, e.g. `local` or `s3`. */
  uploads_driver: z.optional(z.string()),
  /** Storage driver of the public disk. */
  public_driver: z.optional(z.string()),
  /** Largest accepted file in bytes. */
  max_size: z.optional(z.nullable(z.number().check(z.positive()))),
  /** Extensions an upload must have, lowercase without the dot; empty or absent: any that is not blocked. */
  allowed_extensions: z.optional(z.array(z.string())),
  /** Extensions refused whatever else is allowed. */
  blocked_extensions: z.optional(z.array(z.string())),
});
export type UploadSettings = z.infer<typeof uploadSettingsSchema>;

export const homepageSettingsSchema = z.looseObject({
  /** `landingPage`, or the value naming the login or the registration page. */
  type: z.string(),
  value: z.optional(z.nullable(z.union([z.string(), z.number()]))),
});
export type HomepageSettings = z.infer<typeof homepageSettingsSchema>;

/** HTML of the ad slots (doc 000 §3), each drawn in a sandboxed frame; `disable` turns every slot off. */
export const adSettingsSchema = z.looseObject({
  disable: z.optional(z.boolean()),
  general_top: z.optional(z.nullable(z.string())),
  general_bottom: z.optional(z.nullable(z.string())),
  artist_top: z.optional(z.nullable(z.string())),
  artist_bottom: z.optional(z.nullable(z.string())),
  album_above: z.optional(z.nullable(z.string())),
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
  require_email_confirmation: z.optional(z.boolean()),
  dates: z.optional(
    z.looseObject({
      default_timezone: z.optional(z.nullable(z.string())),
      format: z.optional(z.string()),
    }),
  ),
  i18n: z.optional(
    z.looseObject({
      enable: z.optional(z.boolean()),
      default_localization: z.optional(z.string()),
    }),
  ),
  cookie_notice: z.optional(cookieNoticeSettingsSchema),
  registration: z.optional(registrationSettingsSchema),
  social: z.optional(socialSettingsSchema),
  recaptcha: z.optional(recaptchaSettingsSchema),
  /** Whether notification channel subscriptions are integrated (`notif.subs.integrated`). */
  notif: z.optional(z.looseObject({ subs: z.looseObject({ integrated: z.boolean() }) })),
  notifications: z.optional(z.looseObject({ integrated: z.boolean() })),
  billing: z.optional(z.looseObject({ enable: z.boolean() })),
  api: z.optional(z.looseObject({ integrated: z.boolean() })),
  uploads: z.optional(uploadSettingsSchema),
  homepage: z.optional(homepageSettingsSchema),
  ads: z.optional(adSettingsSchema),
  /** `site.demo` pre-fills the login form with demo credentials. */
  site: z.optional(z.looseObject({ demo: z.optional(z.boolean()) })),
  /** Where the web app reports its errors: a Sentry DSN, which is public by design, or none. */
  logging: z.optional(z.looseObject({ sentry_public: z.optional(z.nullable(z.string())) })),
});
export type Settings = z.infer<typeof settingsSchema>;
