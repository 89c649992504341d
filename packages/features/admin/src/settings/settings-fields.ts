import type { SettingKey, SettingsPanel } from '@tonearm/client/contract';
import { PLAYER_FIELDS } from './player-fields';

/** How a key is edited: its value's type on the wire and the kit field that shows it. */
export type SettingFieldKind =
  /** A switch for a boolean. */
  | 'switch'
  /** Text; empty is sent as `null`. */
  | 'text'
  /** A write-only secret: empty keeps what is stored. */
  | 'secret'
  /** A whole number; empty is sent as `null`. */
  | 'number'
  /** A number of megabytes, sent as bytes. */
  | 'megabytes'
  /** Comma-separated extensions, sent as a list. */
  | 'extensions'
  /** One registration policy a line, `Name | /address`. */
  | 'policies'
  /** A link written `Label | /address`; empty is sent as `null`. */
  | 'link'
  /** One of `options`. */
  | 'select'
  /** A channel of the site, by slug. */
  | 'channel'
  /** A theme of the site, by id, or none. */
  | 'theme'
  /** The artist page's tabs in order, each shown or hidden. */
  | 'artist-tabs';

export interface SettingField {
  key: SettingKey;
  kind: SettingFieldKind;
  /** The label, in English: it is translated when shown. */
  label: string;
  description?: string;
  /** For `select`: each value with its label. */
  options?: readonly { value: string; label: string }[];
  /** Shown only while another key of the panel has this value. */
  when?: { key: SettingKey; equals: unknown };
  /** The heading of the group the field opens, in English; the fields after it belong to it until the next one. */
  section?: string;
}

/** One settings panel: its title, what it is for and its fields; `notes` say what a panel configures instead. */
export interface SettingsPanelDefinition {
  title: string;
  description: string;
  fields: readonly SettingField[];
}

const social = (service: string, name: string): SettingField[] => [
  {
    key: `server.${service}_client_id` as SettingKey,
    kind: 'text',
    label: `${name} client ID`,
  },
  {
    key: `server.${service}_client_secret` as SettingKey,
    kind: 'secret',
    label: `${name} client secret`,
    description: `Sign-in with ${name} is offered once both are given.`,
  },
];

const s3 = { key: 'server.uploads_driver', equals: 's3' } as const;
const channelHome = { key: 'homepage.type', equals: 'channel' } as const;

/** Every panel of `/admin/settings`, in the navigation's order. */
export const SETTINGS_PANEL_DEFINITIONS: Record<SettingsPanel, SettingsPanelDefinition> = {
  general: {
    title: 'General',
    description: 'What visitors see first, and the site’s theme.',
    fields: [
      {
        key: 'homepage.type',
        kind: 'select',
        label: 'Site home page',
        description: 'What guests get at /; signed-in listeners always get the home channel.',
        options: [
          { value: 'landingPage', label: 'Landing page' },
          { value: 'loginPage', label: 'Login page' },
          { value: 'registerPage', label: 'Registration page' },
          { value: 'channel', label: 'A channel' },
        ],
      },
      { key: 'homepage.value', kind: 'channel', label: 'Home page channel', when: channelHome },
      { key: 'themes.default_id', kind: 'theme', label: 'Default site theme' },
      {
        key: 'themes.user_change',
        kind: 'switch',
        label: 'Allow theme change',
        description: 'Listeners may switch between the light and the dark theme.',
      },
    ],
  },
  subscriptions: {
    title: 'Subscriptions',
    description: 'Whether plans are sold, and the built-in test provider.',
    fields: [
      { key: 'billing.enable', kind: 'switch', label: 'Enable subscriptions' },
      {
        key: 'server.billing_test_provider',
        kind: 'switch',
        label: 'Test payment provider',
        description:
          'Hands out paid plans for the test card 4242 4242 4242 4242; never offered in production.',
      },
    ],
  },
  localization: {
    title: 'Localization',
    description: 'The default time zone, date format and language.',
    fields: [
      {
        key: 'dates.default_timezone',
        kind: 'text',
        label: 'Default timezone',
        description: 'Such as UTC or Europe/Paris.',
      },
      {
        key: 'dates.format',
        kind: 'select',
        label: 'Date verbosity',
        options: [
          { value: 'numeric', label: 'Numeric' },
          { value: 'short', label: 'Short' },
          { value: 'long', label: 'Long' },
        ],
      },
      {
        key: 'i18n.default_localization',
        kind: 'text',
        label: 'Default language',
        description: 'A language code such as en.',
      },
      { key: 'i18n.enable', kind: 'switch', label: 'Enable translations' },
    ],
  },
  authentication: {
    title: 'Authentication',
    description: 'Who may sign up, and the services listeners may sign in with.',
    fields: [
      {
        key: 'require_email_confirmation',
        kind: 'switch',
        label: 'Require email confirmation',
        description: 'New accounts confirm their address before using the site. Set up outgoing email first.',
      },
      {
        key: 'registration.disable',
        kind: 'switch',
        label: 'Disable registration',
        description: '/register then sends visitors to /login, which offers no sign-up link.',
      },
      { key: 'social.compact_buttons', kind: 'switch', label: 'Compact social buttons' },
      ...social('google', 'Google'),
      ...social('facebook', 'Facebook'),
      ...social('twitter', 'Twitter'),
      ...social('envato', 'Envato'),
    ],
  },
  uploading: {
    title: 'Uploading',
    description: 'How large uploads may be, which files are taken and where they are stored.',
    fields: [
      {
        key: 'uploads.chunk_size',
        kind: 'megabytes',
        label: 'Chunk size (MB)',
        description: 'Resumable uploads send files in pieces of this size.',
      },
      {
        key: 'uploads.max_size',
        kind: 'megabytes',
        label: 'Maximum file size (MB)',
        description: 'Empty: the server’s own limit.',
      },
      {
        key: 'uploads.allowed_extensions',
        kind: 'extensions',
        label: 'Allowed extensions',
        description: 'Comma-separated, such as mp3, flac. Empty: any extension that is not blocked.',
      },
      {
        key: 'uploads.blocked_extensions',
        kind: 'extensions',
        label: 'Blocked extensions',
        description: 'Comma-separated; refused even when allowed.',
      },
      {
        key: 'server.uploads_driver',
        kind: 'select',
        label: 'Storage',
        description: 'New uploads go to the chosen storage at once; files already stored stay where they are.',
        options: [
          { value: 'local', label: 'Local disk' },
          { value: 's3', label: 'S3-compatible bucket' },
        ],
      },
      { key: 'server.s3_bucket', kind: 'text', label: 'Bucket', when: s3 },
      { key: 'server.s3_region', kind: 'text', label: 'Region', when: s3 },
      {
        key: 'server.s3_endpoint',
        kind: 'text',
        label: 'Endpoint',
        description: 'Empty for Amazon S3 itself.',
        when: s3,
      },
      { key: 'server.s3_key', kind: 'text', label: 'Access key', when: s3 },
      { key: 'server.s3_secret', kind: 'secret', label: 'Secret key', when: s3 },
      { key: 'server.s3_force_path_style', kind: 'switch', label: 'Path-style addresses', when: s3 },
      {
        key: 'server.s3_direct_upload',
        kind: 'switch',
        label: 'Direct upload',
        description: 'Browsers send files straight to the bucket.',
        when: s3,
      },
    ],
  },
  'outgoing-email': {
    title: 'Outgoing email',
    description: 'The SMTP server mails go through. It is tried before the settings are saved.',
    fields: [
      { key: 'server.mail_from_address', kind: 'text', label: 'From address' },
      { key: 'server.mail_from_name', kind: 'text', label: 'From name' },
      { key: 'mail.contact_page_address', kind: 'text', label: 'Contact page address' },
      {
        key: 'server.mail_host',
        kind: 'text',
        label: 'SMTP host',
        description: 'Empty: mails are only logged.',
      },
      { key: 'server.mail_port', kind: 'number', label: 'SMTP port' },
      {
        key: 'server.mail_encryption',
        kind: 'select',
        label: 'Encryption',
        options: [
          { value: 'none', label: 'None' },
          { value: 'starttls', label: 'STARTTLS' },
          { value: 'ssl', label: 'SSL/TLS' },
        ],
      },
      { key: 'server.mail_username', kind: 'text', label: 'SMTP username' },
      { key: 'server.mail_password', kind: 'secret', label: 'SMTP password' },
    ],
  },
  cache: {
    title: 'Cache',
    description:
      'Pages read the settings afresh on every request; the admin reports are kept for five minutes. Clear them to count again now.',
    fields: [],
  },
  analytics: {
    title: 'Analytics',
    description:
      'The play and visitor reports are built in. They read each visitor’s country from a proxy header.',
    fields: [
      {
        key: 'server.country_header',
        kind: 'text',
        label: 'Country header',
        description: 'The header your proxy or CDN sets to the visitor’s country. Empty: CF-IPCountry.',
      },
    ],
  },
  logging: {
    title: 'Logging',
    description: 'Errors are written to the error log; the web app can also report them to Sentry.',
    fields: [{ key: 'server.sentry_dsn', kind: 'text', label: 'Sentry DSN' }],
  },
  queue: {
    title: 'Queue',
    description:
      'Background jobs run on the built-in job runner, whose queue lives in the database: it needs no queue server. Each run shows in the schedule log.',
    fields: [],
  },
  websockets: {
    title: 'Live updates',
    description:
      'Open tabs get notifications and setting changes as they happen over one server-sent event stream, which needs no websocket server. Turned off, tabs ask for the unread count every 30 seconds instead.',
    fields: [{ key: 'live_updates.enable', kind: 'switch', label: 'Enable live updates' }],
  },
  recaptcha: {
    title: 'reCAPTCHA',
    description: 'reCAPTCHA v3 checks that a person sends the forms below.',
    fields: [
      { key: 'server.recaptcha_site_key', kind: 'text', label: 'Site key' },
      { key: 'server.recaptcha_secret_key', kind: 'secret', label: 'Secret key' },
      { key: 'recaptcha.enable.register', kind: 'switch', label: 'Guard the registration page' },
      { key: 'recaptcha.enable.contact', kind: 'switch', label: 'Guard the contact page' },
    ],
  },
  gdpr: {
    title: 'GDPR',
    description: 'The cookie notice and the policies every new account agrees to.',
    fields: [
      { key: 'cookie_notice.enable', kind: 'switch', label: 'Enable cookie notice' },
      {
        key: 'cookie_notice.position',
        kind: 'select',
        label: 'Cookie notice position',
        options: [
          { value: 'top', label: 'Top' },
          { value: 'bottom', label: 'Bottom' },
        ],
      },
      {
        key: 'cookie_notice.button',
        kind: 'link',
        label: 'Information link',
        description: 'Shown in the notice, as Label | /address, such as Privacy policy | /pages/privacy.',
      },
      {
        key: 'registration.policies',
        kind: 'policies',
        label: 'Registration policies',
        description:
          'One a line, as Name | /address, such as Terms of service | /pages/terms. Each is a box to tick on /register.',
      },
    ],
  },
  search: {
    title: 'Search',
    description:
      'Search runs in the database itself (full text, prefixes, typos and lyrics): there is no search server to set up, and new or renamed music is found as soon as it is saved. Changes apply to the next search.',
    fields: [
      {
        key: 'search.lyrics',
        kind: 'switch',
        label: 'Search lyrics',
        description:
          'Tracks are also found by a phrase of their lyrics, listed below tracks whose name, artists or album have the words.',
      },
      {
        key: 'search.typos',
        kind: 'switch',
        label: 'Typo tolerance',
        description:
          'A word no name starts with is also read as the names’ words most like it, so coastel finds Coastal. Words under three letters are taken as typed.',
      },
      {
        key: 'search.typo_similarity',
        kind: 'number',
        label: 'Typo similarity (%)',
        description:
          'How many of its groups of three letters a name’s word must share with a mistyped word to be taken for it, from 10 to 90. Lower corrects more typos, and more words wrongly; 30 by default.',
        when: { key: 'search.typos', equals: true },
      },
    ],
  },
  providers: {
    title: 'Payment providers',
    description:
      'The keys of the providers that take payments. Plans are offered through each one that has keys.',
    fields: [
      { key: 'server.stripe_secret_key', kind: 'secret', label: 'Stripe secret key' },
      { key: 'server.paypal_client_id', kind: 'text', label: 'PayPal client ID' },
      { key: 'server.paypal_client_secret', kind: 'secret', label: 'PayPal secret' },
      { key: 'server.paypal_sandbox', kind: 'switch', label: 'PayPal test mode (sandbox)' },
    ],
  },
  player: {
    title: 'Player',
    description:
      'What listeners find around the music: the track page’s seek bar, the player’s buttons, reposts and comments, the artist page, and the volume a new listener starts at.',
    fields: PLAYER_FIELDS,
  },
};
