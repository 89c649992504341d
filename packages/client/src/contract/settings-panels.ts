import * as z from 'zod/mini';
import { artistPageTabsSchema } from './player-settings';

/** The admin settings panels, in the order of their navigation (doc 001 §2 Admin). */
export const SETTINGS_PANELS = [
  'general',
  'subscriptions',
  'localization',
  'authentication',
  'uploading',
  'outgoing-email',
  'cache',
  'analytics',
  'logging',
  'queue',
  'websockets',
  'recaptcha',
  'gdpr',
  'search',
  'providers',
  'player',
] as const;
export type SettingsPanel = (typeof SETTINGS_PANELS)[number];

/** The sign-in services an operator may give credentials for. */
export const SOCIAL_SIGN_IN_SERVICES = ['google', 'facebook', 'twitter', 'envato'] as const;

const text = (max = 500) => z.nullable(z.string().check(z.maxLength(max, `At most ${max} characters.`)));
const flag = () => z.boolean();
const extensionList = z
  .array(
    z
      .string()
      .check(z.regex(/^[a-z0-9]{1,16}$/, 'Give extensions as letters and digits without dots, like mp3.')),
  )
  .check(z.maxLength(200, 'At most 200 extensions.'));
const megabytes = 1024 * 1024;

/**
 * Every key the settings panels edit, with the shape of its value. A key that starts with `server.` is server
 * configuration: it never reaches a browser's bootstrap data, and the environment variable of the same fact wins
 * over it. The others are dotted paths into the site settings the bootstrap data carries.
 */
export const settingFieldSchemas = {
  // General
  'homepage.type': z.enum(['landingPage', 'loginPage', 'registerPage', 'channel']),
  'homepage.value': z.nullable(z.string().check(z.maxLength(100))),
  'themes.default_id': z.nullable(z.int().check(z.positive())),
  'themes.user_change': flag(),
  // Subscriptions and payment providers
  'billing.enable': flag(),
  'server.billing_test_provider': flag(),
  'server.stripe_secret_key': z.nullable(
    z
      .string()
      .check(z.regex(/^(sk|rk)_(test|live)_\w+$/, 'Give a Stripe secret key, which starts with sk_.')),
  ),
  'server.paypal_client_id': text(200),
  'server.paypal_client_secret': text(200),
  'server.paypal_sandbox': flag(),
  // Localization
  'dates.default_timezone': z.string().check(z.minLength(1), z.maxLength(64)),
  'dates.format': z.enum(['numeric', 'short', 'long']),
  'i18n.enable': flag(),
  'i18n.default_localization': z
    .string()
    .check(z.regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/, 'Give a language code.')),
  // Authentication
  require_email_confirmation: flag(),
  'registration.disable': flag(),
  'social.compact_buttons': flag(),
  'server.google_client_id': text(300),
  'server.google_client_secret': text(300),
  'server.facebook_client_id': text(300),
  'server.facebook_client_secret': text(300),
  'server.twitter_client_id': text(300),
  'server.twitter_client_secret': text(300),
  'server.envato_client_id': text(300),
  'server.envato_client_secret': text(300),
  // Uploading
  'uploads.chunk_size': z
    .int()
    .check(z.gte(megabytes, 'Give at least 1 MB.'), z.lte(100 * megabytes, 'Give at most 100 MB.')),
  'uploads.max_size': z.nullable(z.int().check(z.positive('Give a size above 0.'))),
  'uploads.allowed_extensions': extensionList,
  'uploads.blocked_extensions': extensionList,
  'server.uploads_driver': z.enum(['local', 's3']),
  'server.s3_bucket': z.nullable(
    z
      .string()
      .check(
        z.regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'Give a bucket name: 3 to 63 lowercase letters, digits, dots and dashes.',
        ),
      ),
  ),
  'server.s3_region': z.nullable(
    z.string().check(z.regex(/^[a-z0-9-]{2,32}$/, 'Give a region name such as us-east-1 (or auto).')),
  ),
  'server.s3_endpoint': z.nullable(
    z.url({ protocol: /^https?$/, error: 'Give an http:// or https:// address.' }),
  ),
  'server.s3_key': text(200),
  'server.s3_secret': text(200),
  'server.s3_force_path_style': flag(),
  'server.s3_direct_upload': flag(),
  // Outgoing email
  'server.mail_host': z.nullable(
    z.string().check(z.regex(/^[A-Za-z0-9.-]{1,253}$|^\[[0-9a-fA-F:.]+\]$/, 'Give a host name or address.')),
  ),
  'server.mail_port': z.nullable(z.int().check(z.gte(1, 'Give a port from 1 to 65535.'), z.lte(65535))),
  'server.mail_encryption': z.enum(['none', 'starttls', 'ssl']),
  'server.mail_username': text(200),
  'server.mail_password': text(200),
  'server.mail_from_address': z.nullable(z.email({ error: 'Give an email address.' })),
  'server.mail_from_name': text(100),
  'mail.contact_page_address': z.nullable(z.email({ error: 'Give an email address.' })),
  // Analytics and logging
  'server.country_header': z.nullable(
    z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, 'Give a header name such as CF-IPCountry.')),
  ),
  'server.sentry_dsn': z.nullable(
    z.url({ protocol: /^https?$/, error: 'Give a Sentry DSN such as https://key@host/project.' }),
  ),
  // Live updates
  'live_updates.enable': flag(),
  // reCAPTCHA
  'server.recaptcha_site_key': text(200),
  'server.recaptcha_secret_key': text(200),
  'recaptcha.enable.register': flag(),
  'recaptcha.enable.contact': flag(),
  // GDPR
  'cookie_notice.enable': flag(),
  'cookie_notice.position': z.enum(['top', 'bottom']),
  'cookie_notice.button': z.nullable(
    z.object({
      label: z.string().check(z.minLength(1, 'Give the link a label.'), z.maxLength(60)),
      action: z
        .string()
        .check(z.regex(/^(\/|https?:\/\/)\S{0,300}$/, 'Give an address starting with / or http.')),
    }),
  ),
  'registration.policies': z
    .array(
      z.object({
        id: z.string().check(z.minLength(1), z.maxLength(40)),
        name: z.string().check(z.minLength(1, 'Give the policy a name.'), z.maxLength(200)),
        action: z.nullable(
          z
            .string()
            .check(z.regex(/^(\/|https?:\/\/)\S{0,300}$/, 'Give an address starting with / or http.')),
        ),
      }),
    )
    .check(z.maxLength(10, 'At most 10 policies.')),
  // Search
  'search.lyrics': flag(),
  'search.typos': flag(),
  'search.typo_similarity': z
    .int('Give a whole number from 10 to 90.')
    .check(z.gte(10, 'Give a share from 10 to 90.'), z.lte(90, 'Give a share from 10 to 90.')),
  // Player
  'player.default_volume': z
    .int('Give a whole number from 1 to 100.')
    .check(z.gte(1, 'Give a volume from 1 to 100.'), z.lte(100, 'Give a volume from 1 to 100.')),
  'player.seekbar_type': z.enum(['waveform', 'line']),
  'player.hide_queue': flag(),
  'player.hide_radio': flag(),
  'player.hide_lyrics': flag(),
  'player.enable_repost': flag(),
  'player.track_comments': flag(),
  'player.show_upload_btn': flag(),
  'player.show_become_artist_btn': flag(),
  'player.enable_download': flag(),
  'player.mobile_auto_open_overlay': flag(),
  'player.default_artist_view': z.enum(['list', 'grid']),
  'artistPage.tabs': artistPageTabsSchema,
} as const;

export type SettingKey = keyof typeof settingFieldSchemas;
export const SETTING_KEYS = Object.keys(settingFieldSchemas) as SettingKey[];

/** Keys whose values are never sent back: the browser only learns whether one is stored. */
export const SECRET_SETTING_KEYS = [
  'server.stripe_secret_key',
  'server.paypal_client_secret',
  'server.google_client_secret',
  'server.facebook_client_secret',
  'server.twitter_client_secret',
  'server.envato_client_secret',
  'server.s3_secret',
  'server.mail_password',
  'server.recaptcha_secret_key',
] as const satisfies readonly SettingKey[];
export type SecretSettingKey = (typeof SECRET_SETTING_KEYS)[number];

export const isSecretSettingKey = (key: string): key is SecretSettingKey =>
  (SECRET_SETTING_KEYS as readonly string[]).includes(key);

/** A job of the background-job runner, as the queue panel lists it. */
export const settingsQueueJobSchema = z.object({
  name: z.string(),
  description: z.string(),
  schedule: z.nullable(z.string()),
});

/** `GET admin/settings`: what every panel starts from. */
export const adminSettingsResponseSchema = z.object({
  /** Every key's current value, secrets left out; an environment variable's value where one is locked. */
  values: z.record(z.string(), z.unknown()),
  /** Per secret key, whether one is stored (or set in the environment). */
  secrets: z.record(z.string(), z.boolean()),
  /** Keys the environment sets, each with the variable that sets it: they cannot be changed here. */
  locked: z.record(z.string(), z.string()),
  /** Whether the server runs in production, where the test payment provider is never offered. */
  production: z.boolean(),
  /** The background-job runner: where its queue lives and the jobs it runs. */
  queue: z.object({ engine: z.enum(['pglite', 'postgres']), jobs: z.array(settingsQueueJobSchema) }),
  /** The channels a homepage may show. */
  channels: z.array(z.object({ slug: z.string(), name: z.string() })),
  /** The themes a site may default to. */
  themes: z.array(z.object({ id: z.int(), name: z.string() })),
});
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;

/** `PUT admin/settings`: only the keys that changed; a secret sent as `null` is removed. */
export const updateAdminSettingsPayloadSchema = z.object({
  changes: z.record(z.string(), z.unknown()),
});
export type UpdateAdminSettingsPayload = z.infer<typeof updateAdminSettingsPayloadSchema>;

/** `POST admin/settings/cache/clear`: what was cleared. */
export const clearCachesResponseSchema = z.object({ cleared: z.array(z.string()) });
export type ClearCachesResponse = z.infer<typeof clearCachesResponseSchema>;
