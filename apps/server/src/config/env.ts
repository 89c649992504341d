import * as z from 'zod';

/** Default account created on an empty database when `ADMIN_EMAIL` is not set. */
export const DEFAULT_ADMIN_EMAIL = 'admin@tonearm.local';
/** Default password of that account when `ADMIN_PASSWORD` is not set; printed at first start. */
export const DEFAULT_ADMIN_PASSWORD = 'tonearm-admin';

/** Largest file one upload may store when `UPLOAD_MAX_SIZE` is not set: 5 GiB, S3's limit for one object PUT. */
export const DEFAULT_UPLOAD_MAX_SIZE = 5 * 1024 ** 3;

// Deployment tools often pass unset variables as empty strings; those mean "use the default".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'must be 1 or 0 (or true/false)' })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

export const envSchema = z.object({
  PORT: optional(
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a port number between 0 and 65535')
      .transform(Number)
      .refine((port) => port <= 65535, 'must be a port number between 0 and 65535'),
  ).transform((value) => value ?? 3000),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()).transform((value) => value ?? './data'),
  DATABASE_URL: optional(
    z.url({
      protocol: /^postgres(ql)?$/,
      error: 'must be a postgres:// or postgresql:// connection URL',
    }),
  ),
  MAIL_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: optional(z.string().min(3)).transform((value) => value ?? 'Tonearm <no-reply@tonearm.local>'),
  ADMIN_EMAIL: optional(z.email({ error: 'must be an email address' })).transform(
    (value) => value ?? DEFAULT_ADMIN_EMAIL,
  ),
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters long')).transform(
    (value) => value ?? DEFAULT_ADMIN_PASSWORD,
  ),
  APP_DEBUG: optional(flag).transform((value) => value ?? false),
  /** Generate the demo music into an empty catalogue at start; `0` leaves the catalogue to the admins. */
  DEMO_MUSIC: optional(flag).transform((value) => value ?? true),
  APP_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
  WEB_DIST: optional(z.string()),
  /** How many reverse proxies stand in front: forwarding headers are read that many entries from the right. */
  TRUST_PROXY: optional(
    z.union(
      [
        z
          .string()
          .regex(/^\d{1,2}$/)
          .transform(Number),
        flag.transform((on) => (on ? 1 : 0)),
      ],
      { error: 'must be the number of proxies in front (0, 1, 2…) or 1/0' },
    ),
  ).transform((value) => value ?? 0),
  /** The header a proxy or CDN sets to the visitor's country, read for the play reports; never looked up. */
  COUNTRY_HEADER: optional(
    z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an HTTP header name such as CF-IPCountry'),
  ).transform((value) => value ?? 'CF-IPCountry'),
  /** The Sentry DSN the web app reports its errors to; public by design, so the browser is given it. */
  SENTRY_DSN: optional(
    z.url({ protocol: /^https?$/, error: 'must be a Sentry DSN (https://key@host/project)' }),
  ),
  RECAPTCHA_SITE_KEY: optional(z.string()),
  RECAPTCHA_SECRET_KEY: optional(z.string()),
  /** Where tokens are verified: Google's siteverify, or its recaptcha.net twin where google.com is unreachable. */
  RECAPTCHA_VERIFY_URL: optional(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }),
  ),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  FACEBOOK_CLIENT_ID: optional(z.string()),
  FACEBOOK_CLIENT_SECRET: optional(z.string()),
  TWITTER_CLIENT_ID: optional(z.string()),
  TWITTER_CLIENT_SECRET: optional(z.string()),
  ENVATO_CLIENT_ID: optional(z.string()),
  ENVATO_CLIENT_SECRET: optional(z.string()),
  /** The built-in test payment provider, which hands out paid plans for a test card: off unless turned on. */
  BILLING_TEST_PROVIDER: optional(flag).transform((value) => value ?? false),
  STRIPE_SECRET_KEY: optional(
    z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_…)'),
  ),
  PAYPAL_CLIENT_ID: optional(z.string()),
  PAYPAL_CLIENT_SECRET: optional(z.string()),
  PAYPAL_SANDBOX: optional(flag).transform((value) => value ?? false),
  /** Accounts one address may create an hour (a sign-up flood fills the database and mails); `0`: no limit. */
  REGISTRATIONS_PER_HOUR: optional(
    z
      .string()
      .regex(/^\d{1,6}$/, 'must be a number of accounts (0 for no limit)')
      .transform(Number),
  ).transform((value) => value ?? 20),
  UPLOAD_MAX_SIZE: optional(
    z
      .string()
      .regex(/^\d{1,15}$/, 'must be a number of bytes')
      .transform(Number),
  ).transform((value) => value ?? DEFAULT_UPLOAD_MAX_SIZE),
  S3_KEY: optional(z.string()),
  S3_SECRET: optional(z.string()),
  S3_REGION: optional(
    z.string().regex(/^[a-z0-9-]{2,32}$/, 'must be a region name such as us-east-1 (or auto)'),
  ),
  S3_BUCKET: optional(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3 to 63 lowercase letters, digits, . and -)',
      ),
  ),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
  S3_FORCE_PATH_STYLE: optional(flag).transform((value) => value ?? false),
  S3_DIRECT_UPLOAD: optional(flag).transform((value) => value ?? true),
});

/** Variables that only mean something together: half a credential pair is an operator's mistake, not "off". */
const PAIRED_VARIABLES = [
  ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY'],
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['FACEBOOK_CLIENT_ID', 'FACEBOOK_CLIENT_SECRET'],
  ['TWITTER_CLIENT_ID', 'TWITTER_CLIENT_SECRET'],
  ['ENVATO_CLIENT_ID', 'ENVATO_CLIENT_SECRET'],
  ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
] as const;

/** Together they turn on S3-compatible storage; the endpoint and path style are optional (AWS itself needs neither). */
export const S3_VARIABLES = ['S3_BUCKET', 'S3_KEY', 'S3_SECRET', 'S3_REGION'] as const;

const checkedEnvSchema = envSchema.superRefine((env, context) => {
  for (const pair of PAIRED_VARIABLES) {
    for (const [name, other] of [pair, [pair[1], pair[0]]] as const) {
      if (env[name] !== undefined && env[other] === undefined) {
        context.addIssue({ code: 'custom', path: [other], message: `must be set together with ${name}` });
      }
    }
  }
  const named = S3_VARIABLES.filter((name) => env[name] !== undefined);
  if (named.length > 0 || env.S3_ENDPOINT !== undefined) {
    const [first = 'S3_ENDPOINT'] = named;
    for (const name of S3_VARIABLES) {
      if (env[name] === undefined) {
        context.addIssue({ code: 'custom', path: [name], message: `must be set together with ${first}` });
      }
    }
  }
});

/** The S3-compatible storage the environment names, or `null` for storage under `DATA_DIR`. */
export interface S3Config {
  bucket: string;
  key: string;
  secret: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  directUpload: boolean;
}

export function s3ConfigOf(env: Env): S3Config | null {
  const { S3_BUCKET, S3_KEY, S3_SECRET, S3_REGION } = env;
  if (!S3_BUCKET || !S3_KEY || !S3_SECRET || !S3_REGION) return null;
  return {
    bucket: S3_BUCKET,
    key: S3_KEY,
    secret: S3_SECRET,
    region: S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    directUpload: env.S3_DIRECT_UPLOAD,
  };
}

/** The validated server configuration. */
export type Env = z.infer<typeof envSchema>;

// Values never echoed back in error messages.
const SECRET_VARIABLES = new Set([
  'ADMIN_PASSWORD',
  'DATABASE_URL',
  'MAIL_URL',
  'RECAPTCHA_SECRET_KEY',
  'GOOGLE_CLIENT_SECRET',
  'FACEBOOK_CLIENT_SECRET',
  'TWITTER_CLIENT_SECRET',
  'ENVATO_CLIENT_SECRET',
  'STRIPE_SECRET_KEY',
  'PAYPAL_CLIENT_SECRET',
  'S3_SECRET',
]);

/** Why a production server without `APP_URL` does not start. */
export const APP_URL_REQUIRED =
  'APP_URL must be set when NODE_ENV is production: it is the address links in mails and signed upload URLs use';

export type EnvResult = { ok: true; env: Env } | { ok: false; problems: string[] };

/**
 * Validates the process environment.
 * Every bad value yields one line naming the variable, so an operator can fix them all at once.
 */
export function parseEnv(source: Record<string, string | undefined>): EnvResult {
  const result = checkedEnvSchema.safeParse(source);
  // In production mailed links must not hang on whichever address a visitor reached first.
  if (result.success && source.NODE_ENV === 'production' && !result.data.APP_URL) {
    return { ok: false, problems: [APP_URL_REQUIRED] };
  }
  if (result.success) return { ok: true, env: result.data };
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const shown = SECRET_VARIABLES.has(name) ? '' : ` (got ${JSON.stringify(source[name])})`;
    return `${name} ${issue.message}${shown}`;
  });
  return { ok: false, problems };
}
