import type { SettingKey, SettingsPanel } from '@tonearm/client/contract';
import { type Translate, trans as translate } from '@tonearm/shell';
import { playerFields } from './player-fields';

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
  /** The label, in the reader's language. */
  label: string;
  description?: string;
  /** For `select`: each value with its label, in the reader's language. */
  options?: readonly { value: string; label: string }[];
  /** Shown only while another key of the panel has this value. */
  when?: { key: SettingKey; equals: unknown };
  /** The heading of the group the field opens; the fields after it belong to it until the next one. */
  section?: string;
}

/** One settings panel: its title, what it is for and its fields; `notes` say what a panel configures instead. */
export interface SettingsPanelDefinition {
  title: string;
  description: string;
  fields: readonly SettingField[];
}

const social = (trans: Translate, service: string, name: string): SettingField[] => [
  {
    key: `server.${service}_client_id` as SettingKey,
    kind: 'text',
    label: trans(':name client ID', { name }),
  },
  {
    key: `server.${service}_client_secret` as SettingKey,
    kind: 'secret',
    label: trans(':name client secret', { name }),
    description: trans('Sign-in with :name is offered once both are given.', { name }),
  },
];

const s3 = { key: 'server.uploads_driver', equals: 's3' } as const;
const channelHome = { key: 'homepage.type', equals: 'channel' } as const;

/**
 * Every panel of `/admin/settings`, in the navigation's order, its lines translated by `trans`: each English line
 * sits in a `trans('…')` call, so the catalogue of source lines lists it for translators.
 */
export const settingsPanels = (trans: Translate): Record<SettingsPanel, SettingsPanelDefinition> => ({
  general: {
    title: trans('General'),
    description: trans('What visitors see first, and the site’s theme.'),
    fields: [
      {
        key: 'homepage.type',
        kind: 'select',
        label: trans('Site home page'),
        description: trans('What guests get at /; signed-in listeners always get the home channel.'),
        options: [
          { value: 'landingPage', label: trans('Landing page') },
          { value: 'loginPage', label: trans('Login page') },
          { value: 'registerPage', label: trans('Registration page') },
          { value: 'channel', label: trans('A channel') },
        ],
      },
      { key: 'homepage.value', kind: 'channel', label: trans('Home page channel'), when: channelHome },
      { key: 'themes.default_id', kind: 'theme', label: trans('Default site theme') },
      {
        key: 'themes.user_change',
        kind: 'switch',
        label: trans('Allow theme change'),
        description: trans('Listeners may switch between the light and the dark theme.'),
      },
    ],
  },
  subscriptions: {
    title: trans('Subscriptions'),
    description: trans('Whether plans are sold, and the built-in test provider.'),
    fields: [
      { key: 'billing.enable', kind: 'switch', label: trans('Enable subscriptions') },
      {
        key: 'server.billing_test_provider',
        kind: 'switch',
        label: trans('Test payment provider'),
        description: trans(
          'Hands out paid plans for the test card 4242 4242 4242 4242; never offered in production.',
        ),
      },
    ],
  },
  localization: {
    title: trans('Localization'),
    description: trans('The default time zone, date format and language.'),
    fields: [
      {
        key: 'dates.default_timezone',
        kind: 'text',
        label: trans('Default timezone'),
        description: trans('Such as UTC or Europe/Paris.'),
      },
      {
        key: 'dates.format',
        kind: 'select',
        label: trans('Date verbosity'),
        options: [
          { value: 'numeric', label: trans('Numeric') },
          { value: 'short', label: trans('Short') },
          { value: 'long', label: trans('Long') },
        ],
      },
      {
        key: 'i18n.default_localization',
        kind: 'text',
        label: trans('Default language'),
        description: trans('A language code such as en.'),
      },
      { key: 'i18n.enable', kind: 'switch', label: trans('Enable translations') },
    ],
  },
  authentication: {
    title: trans('Authentication'),
    description: trans('Who may sign up, and the services listeners may sign in with.'),
    fields: [
      {
        key: 'require_email_confirmation',
        kind: 'switch',
        label: trans('Require email confirmation'),
        description: trans(
          'New accounts confirm their address before using the site. Set up outgoing email first.',
        ),
      },
      {
        key: 'registration.disable',
        kind: 'switch',
        label: trans('Disable registration'),
        description: trans('/register then sends visitors to /login, which offers no sign-up link.'),
      },
      { key: 'social.compact_buttons', kind: 'switch', label: trans('Compact social buttons') },
      ...social(trans, 'google', 'Google'),
      ...social(trans, 'facebook', 'Facebook'),
      ...social(trans, 'twitter', 'Twitter'),
      ...social(trans, 'envato', 'Envato'),
    ],
  },
  uploading: {
    title: trans('Uploading'),
    description: trans('How large uploads may be, which files are taken and where they are stored.'),
    fields: [
      {
        key: 'uploads.chunk_size',
        kind: 'megabytes',
        label: trans('Chunk size (MB)'),
        description: trans('Resumable uploads send files in pieces of this size.'),
      },
      {
        key: 'uploads.max_size',
        kind: 'megabytes',
        label: trans('Maximum file size (MB)'),
        description: trans('Empty: the server’s own limit.'),
      },
      {
        key: 'uploads.allowed_extensions',
        kind: 'extensions',
        label: trans('Allowed extensions'),
        description: trans('Comma-separated, such as mp3, flac. Empty: any extension that is not blocked.'),
      },
      {
        key: 'uploads.blocked_extensions',
        kind: 'extensions',
        label: trans('Blocked extensions'),
        description: trans('Comma-separated; refused even when allowed.'),
      },
      {
        key: 'server.uploads_driver',
        kind: 'select',
        label: trans('Storage'),
        description: trans(
          'New uploads go to the chosen storage at once; files already stored stay where they are.',
        ),
        options: [
          { value: 'local', label: trans('Local disk') },
          { value: 's3', label: trans('S3-compatible bucket') },
        ],
      },
      { key: 'server.s3_bucket', kind: 'text', label: trans('Bucket'), when: s3 },
      { key: 'server.s3_region', kind: 'text', label: trans('Region'), when: s3 },
      {
        key: 'server.s3_endpoint',
        kind: 'text',
        label: trans('Endpoint'),
        description: trans('Empty for Amazon S3 itself.'),
        when: s3,
      },
      { key: 'server.s3_key', kind: 'text', label: trans('Access key'), when: s3 },
      { key: 'server.s3_secret', kind: 'secret', label: trans('Secret key'), when: s3 },
      { key: 'server.s3_force_path_style', kind: 'switch', label: trans('Path-style addresses'), when: s3 },
      {
        key: 'server.s3_direct_upload',
        kind: 'switch',
        label: trans('Direct upload'),
        description: trans('Browsers send files straight to the bucket.'),
        when: s3,
      },
    ],
  },
  'outgoing-email': {
    title: trans('Outgoing email'),
    description: trans('The SMTP server mails go through. It is tried before the settings are saved.'),
    fields: [
      { key: 'server.mail_from_address', kind: 'text', label: trans('From address') },
      { key: 'server.mail_from_name', kind: 'text', label: trans('From name') },
      { key: 'mail.contact_page_address', kind: 'text', label: trans('Contact page address') },
      {
        key: 'server.mail_host',
        kind: 'text',
        label: trans('SMTP host'),
        description: trans('Empty: mails are only logged.'),
      },
      { key: 'server.mail_port', kind: 'number', label: trans('SMTP port') },
      {
        key: 'server.mail_encryption',
        kind: 'select',
        label: trans('Encryption'),
        options: [
          { value: 'none', label: trans('None') },
          { value: 'starttls', label: trans('STARTTLS') },
          { value: 'ssl', label: trans('SSL/TLS') },
        ],
      },
      { key: 'server.mail_username', kind: 'text', label: trans('SMTP username') },
      { key: 'server.mail_password', kind: 'secret', label: trans('SMTP password') },
    ],
  },
  cache: {
    title: trans('Cache'),
    description: trans(
      'Pages read the settings afresh on every request; the admin reports are kept for five minutes. Clear them to count again now.',
    ),
    fields: [],
  },
  analytics: {
    title: trans('Analytics'),
    description: trans(
      'The play and visitor reports are built in. They read each visitor’s country from a proxy header.',
    ),
    fields: [
      {
        key: 'server.country_header',
        kind: 'text',
        label: trans('Country header'),
        description: trans(
          'The header your proxy or CDN sets to the visitor’s country. Empty: CF-IPCountry.',
        ),
      },
    ],
  },
  logging: {
    title: trans('Logging'),
    description: trans('Errors are written to the error log; the web app can also report them to Sentry.'),
    fields: [{ key: 'server.sentry_dsn', kind: 'text', label: trans('Sentry DSN') }],
  },
  queue: {
    title: trans('Queue'),
    description: trans(
      'Background jobs run on the built-in job runner, whose queue lives in the database: it needs no queue server. Each run shows in the schedule log.',
    ),
    fields: [],
  },
  websockets: {
    title: trans('Live updates'),
    description: trans(
      'Open tabs get notifications and setting changes as they happen over one server-sent event stream, which needs no websocket server. Turned off, tabs ask for the unread count every 30 seconds instead.',
    ),
    fields: [{ key: 'live_updates.enable', kind: 'switch', label: trans('Enable live updates') }],
  },
  recaptcha: {
    title: trans('reCAPTCHA'),
    description: trans('reCAPTCHA v3 checks that a person sends the forms below.'),
    fields: [
      { key: 'server.recaptcha_site_key', kind: 'text', label: trans('Site key') },
      { key: 'server.recaptcha_secret_key', kind: 'secret', label: trans('Secret key') },
      { key: 'recaptcha.enable.register', kind: 'switch', label: trans('Guard the registration page') },
      { key: 'recaptcha.enable.contact', kind: 'switch', label: trans('Guard the contact page') },
    ],
  },
  gdpr: {
    title: trans('GDPR'),
    description: trans('The cookie notice and the policies every new account agrees to.'),
    fields: [
      { key: 'cookie_notice.enable', kind: 'switch', label: trans('Enable cookie notice') },
      {
        key: 'cookie_notice.position',
        kind: 'select',
        label: trans('Cookie notice position'),
        options: [
          { value: 'top', label: trans('Top') },
          { value: 'bottom', label: trans('Bottom') },
        ],
      },
      {
        key: 'cookie_notice.button',
        kind: 'link',
        label: trans('Information link'),
        description: trans(
          'Shown in the notice, as Label | /address, such as Privacy policy | /pages/privacy.',
        ),
      },
      {
        key: 'registration.policies',
        kind: 'policies',
        label: trans('Registration policies'),
        description: trans(
          'One a line, as Name | /address, such as Terms of service | /pages/terms. Each is a box to tick on /register.',
        ),
      },
    ],
  },
  search: {
    title: trans('Search'),
    description: trans(
      'Search runs in the database itself (full text, prefixes, typos and lyrics): there is no search server to set up, and new or renamed music is found as soon as it is saved. Changes apply to the next search.',
    ),
    fields: [
      {
        key: 'search.lyrics',
        kind: 'switch',
        label: trans('Search lyrics'),
        description: trans(
          'Tracks are also found by a phrase of their lyrics, listed below tracks whose name, artists or album have the words.',
        ),
      },
      {
        key: 'search.typos',
        kind: 'switch',
        label: trans('Typo tolerance'),
        description: trans(
          'A word no name starts with is also read as the names’ words most like it, so coastel finds Coastal. Words under three letters are taken as typed.',
        ),
      },
      {
        key: 'search.typo_similarity',
        kind: 'number',
        label: trans('Typo similarity (%)'),
        description: trans(
          'How many of its groups of three letters a name’s word must share with a mistyped word to be taken for it, from 10 to 90. Lower corrects more typos, and more words wrongly; 30 by default.',
        ),
        when: { key: 'search.typos', equals: true },
      },
    ],
  },
  providers: {
    title: trans('Payment providers'),
    description: trans(
      'The keys of the providers that take payments. Plans are offered through each one that has keys.',
    ),
    fields: [
      { key: 'server.stripe_secret_key', kind: 'secret', label: trans('Stripe secret key') },
      { key: 'server.paypal_client_id', kind: 'text', label: trans('PayPal client ID') },
      { key: 'server.paypal_client_secret', kind: 'secret', label: trans('PayPal secret') },
      { key: 'server.paypal_sandbox', kind: 'switch', label: trans('PayPal test mode (sandbox)') },
    ],
  },
  player: {
    title: trans('Player'),
    description: trans(
      'What listeners find around the music: the track page’s seek bar, the player’s buttons, reposts and comments, the artist page, and the volume a new listener starts at.',
    ),
    fields: playerFields(trans),
  },
});

/** The panels in English, for code that reads only their keys, kinds and conditions. */
export const SETTINGS_PANEL_DEFINITIONS = settingsPanels((line, replacements) =>
  translate({}, line, replacements),
);
