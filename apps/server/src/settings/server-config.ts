import type { SettingKey } from '@tonearm/client/contract';
import { eq } from 'drizzle-orm';
import { type Env, envSchema, type S3Config, s3ConfigOf } from '../config/env';
import type { Database } from '../db/connect';
import { serverSecrets } from '../db/schema';
import type { SecretBox } from '../security/secret-box';

/** A settings key that configures the server rather than the site (`server.*`). */
export type ServerKey = Extract<SettingKey, `server.${string}`>;

/** What an operator stored in the server panels; a missing key means "not set". */
export type StoredServerConfig = Partial<Record<ServerKey, string | number | boolean | null>>;

/** The row of `server_secrets` that holds the server panels' values, sealed as one JSON document. */
const SERVER_CONFIG_ROW = 'server_settings';

/** The environment variable that sets the same fact as each server key; a set variable locks the key. */
export const SERVER_KEY_VARIABLES: Record<ServerKey, keyof Env> = {
  'server.billing_test_provider': 'BILLING_TEST_PROVIDER',
  'server.stripe_secret_key': 'STRIPE_SECRET_KEY',
  'server.paypal_client_id': 'PAYPAL_CLIENT_ID',
  'server.paypal_client_secret': 'PAYPAL_CLIENT_SECRET',
  'server.paypal_sandbox': 'PAYPAL_SANDBOX',
  'server.google_client_id': 'GOOGLE_CLIENT_ID',
  'server.google_client_secret': 'GOOGLE_CLIENT_SECRET',
  'server.facebook_client_id': 'FACEBOOK_CLIENT_ID',
  'server.facebook_client_secret': 'FACEBOOK_CLIENT_SECRET',
  'server.twitter_client_id': 'TWITTER_CLIENT_ID',
  'server.twitter_client_secret': 'TWITTER_CLIENT_SECRET',
  'server.envato_client_id': 'ENVATO_CLIENT_ID',
  'server.envato_client_secret': 'ENVATO_CLIENT_SECRET',
  // One bucket is one fact: any `S3_*` variable locks the whole storage choice.
  'server.uploads_driver': 'S3_BUCKET',
  'server.s3_bucket': 'S3_BUCKET',
  'server.s3_region': 'S3_REGION',
  'server.s3_endpoint': 'S3_ENDPOINT',
  'server.s3_key': 'S3_KEY',
  'server.s3_secret': 'S3_SECRET',
  'server.s3_force_path_style': 'S3_FORCE_PATH_STYLE',
  'server.s3_direct_upload': 'S3_DIRECT_UPLOAD',
  // The SMTP server is one URL in the environment.
  'server.mail_host': 'MAIL_URL',
  'server.mail_port': 'MAIL_URL',
  'server.mail_encryption': 'MAIL_URL',
  'server.mail_username': 'MAIL_URL',
  'server.mail_password': 'MAIL_URL',
  'server.mail_from_address': 'MAIL_FROM',
  'server.mail_from_name': 'MAIL_FROM',
  'server.country_header': 'COUNTRY_HEADER',
  'server.sentry_dsn': 'SENTRY_DSN',
  'server.recaptcha_site_key': 'RECAPTCHA_SITE_KEY',
  'server.recaptcha_secret_key': 'RECAPTCHA_SECRET_KEY',
};

export const SERVER_KEYS = Object.keys(SERVER_KEY_VARIABLES) as ServerKey[];

const S3_GROUP: readonly (keyof Env)[] = ['S3_BUCKET', 'S3_KEY', 'S3_SECRET', 'S3_REGION', 'S3_ENDPOINT'];

// The environment's own defaults: a variable whose value differs from them was set by the operator.
const ENV_DEFAULTS = envSchema.parse({});

// The environment as the process started, per services: settings are laid over it again at each change.
const baselines = new WeakMap<Env, Env>();

/** The environment as the process started, before any stored server setting was laid over it. */
export const baselineOf = (env: Env): Env => {
  let baseline = baselines.get(env);
  if (!baseline) {
    baseline = { ...env };
    baselines.set(env, baseline);
  }
  return baseline;
};

const isSet = (env: Env, name: keyof Env) => env[name] !== undefined && env[name] !== ENV_DEFAULTS[name];

/** Server keys the environment sets, each with the variable that sets it. */
export function lockedServerKeys(env: Env): Partial<Record<ServerKey, keyof Env>> {
  const baseline = baselineOf(env);
  const s3Set = S3_GROUP.some((name) => isSet(baseline, name));
  const locked: Partial<Record<ServerKey, keyof Env>> = {};
  for (const key of SERVER_KEYS) {
    const variable = SERVER_KEY_VARIABLES[key];
    const set =
      key.startsWith('server.s3_') || key === 'server.uploads_driver' ? s3Set : isSet(baseline, variable);
    if (set) locked[key] = variable;
  }
  return locked;
}

/** Reads the stored server panels' values; a row that cannot be opened (a new app key) counts as none. */
export async function readServerConfig(db: Database, secretBox: SecretBox): Promise<StoredServerConfig> {
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SERVER_CONFIG_ROW));
  if (!row) return {};
  try {
    const parsed: unknown = JSON.parse(secretBox.open(row.value));
    return parsed && typeof parsed === 'object' ? (parsed as StoredServerConfig) : {};
  } catch {
    return {};
  }
}

export async function writeServerConfig(
  db: Database,
  secretBox: SecretBox,
  config: StoredServerConfig,
): Promise<void> {
  const value = secretBox.seal(JSON.stringify(config));
  await db
    .insert(serverSecrets)
    .values({ name: SERVER_CONFIG_ROW, value })
    .onConflictDoUpdate({ target: serverSecrets.name, set: { value } });
}

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The `smtp://` or `smtps://` URL of the stored SMTP settings, or `undefined` without a host. */
export function mailUrlOf(config: StoredServerConfig): string | undefined {
  const host = textOf(config['server.mail_host']);
  if (!host) return undefined;
  const encryption = config['server.mail_encryption'] ?? 'none';
  const port = typeof config['server.mail_port'] === 'number' ? config['server.mail_port'] : undefined;
  const url = new URL(`${encryption === 'ssl' ? 'smtps' : 'smtp'}://${host}`);
  if (port) url.port = String(port);
  const user = textOf(config['server.mail_username']);
  if (user) {
    url.username = encodeURIComponent(user);
    const password = textOf(config['server.mail_password']);
    if (password) url.password = encodeURIComponent(password);
  }
  // nodemailer reads options from the query: STARTTLS must then succeed rather than fall back to plain text.
  if (encryption === 'starttls') url.searchParams.set('requireTLS', 'true');
  return url.toString();
}

/** The `From` of the stored sender, `Name <address>` or the address alone. */
export function mailFromOf(config: StoredServerConfig): string | undefined {
  const address = textOf(config['server.mail_from_address']);
  if (!address) return undefined;
  const name = textOf(config['server.mail_from_name'])?.replace(/["<>\r\n]/g, '');
  return name ? `"${name}" <${address}>` : address;
}

/**
 * The environment with the stored server settings laid under it: every variable the process was started with
 * wins, every other one takes the stored value, or its default when none is stored.
 */
export function effectiveEnv(
  baseline: Env,
  config: StoredServerConfig,
  locked: Partial<Record<ServerKey, keyof Env>>,
): Env {
  const env: Env = { ...baseline };
  const open = (key: ServerKey) => locked[key] === undefined;
  const assign = <K extends keyof Env>(name: K, value: Env[K] | undefined) => {
    env[name] = (value === undefined ? ENV_DEFAULTS[name] : value) as Env[K];
  };
  const stringKeys: [ServerKey, keyof Env][] = [
    ['server.stripe_secret_key', 'STRIPE_SECRET_KEY'],
    ['server.paypal_client_id', 'PAYPAL_CLIENT_ID'],
    ['server.paypal_client_secret', 'PAYPAL_CLIENT_SECRET'],
    ['server.google_client_id', 'GOOGLE_CLIENT_ID'],
    ['server.google_client_secret', 'GOOGLE_CLIENT_SECRET'],
    ['server.facebook_client_id', 'FACEBOOK_CLIENT_ID'],
    ['server.facebook_client_secret', 'FACEBOOK_CLIENT_SECRET'],
    ['server.twitter_client_id', 'TWITTER_CLIENT_ID'],
    ['server.twitter_client_secret', 'TWITTER_CLIENT_SECRET'],
    ['server.envato_client_id', 'ENVATO_CLIENT_ID'],
    ['server.envato_client_secret', 'ENVATO_CLIENT_SECRET'],
    ['server.country_header', 'COUNTRY_HEADER'],
    ['server.sentry_dsn', 'SENTRY_DSN'],
    ['server.recaptcha_site_key', 'RECAPTCHA_SITE_KEY'],
    ['server.recaptcha_secret_key', 'RECAPTCHA_SECRET_KEY'],
  ];
  for (const [key, name] of stringKeys) {
    if (open(key)) assign(name, textOf(config[key]) as never);
  }
  if (open('server.paypal_sandbox')) {
    const sandbox = config['server.paypal_sandbox'];
    assign('PAYPAL_SANDBOX', typeof sandbox === 'boolean' ? sandbox : undefined);
  }
  // The test provider hands out paid plans for a test card: a stored "on" never reaches a production server.
  if (open('server.billing_test_provider')) {
    const testProvider =
      config['server.billing_test_provider'] === true && process.env.NODE_ENV !== 'production';
    assign('BILLING_TEST_PROVIDER', testProvider);
  }
  if (open('server.mail_host')) assign('MAIL_URL', mailUrlOf(config));
  if (open('server.mail_from_address')) assign('MAIL_FROM', mailFromOf(config));
  if (open('server.uploads_driver')) {
    const s3 = config['server.uploads_driver'] === 's3';
    assign('S3_BUCKET', s3 ? textOf(config['server.s3_bucket']) : undefined);
    assign('S3_REGION', s3 ? textOf(config['server.s3_region']) : undefined);
    assign('S3_ENDPOINT', s3 ? textOf(config['server.s3_endpoint']) : undefined);
    assign('S3_KEY', s3 ? textOf(config['server.s3_key']) : undefined);
    assign('S3_SECRET', s3 ? textOf(config['server.s3_secret']) : undefined);
    const pathStyle = config['server.s3_force_path_style'];
    const direct = config['server.s3_direct_upload'];
    assign('S3_FORCE_PATH_STYLE', typeof pathStyle === 'boolean' ? pathStyle : undefined);
    assign('S3_DIRECT_UPLOAD', typeof direct === 'boolean' ? direct : undefined);
  }
  return env;
}

// The stored settings last laid over each environment, for the bucket they name while uploads go to local disks.
const appliedConfigs = new WeakMap<Env, StoredServerConfig>();

/**
 * Lays `config` over the environment the server reads. `services.env` is changed in place, so every route and
 * service that reads it at request time (sign-in providers, reCAPTCHA, billing, the mailer, error reporting, the
 * upload storage new files go to) follows at once. Other instances lay the stored values over their own
 * environment when the live-update channel announces the save (`server-config-follower.ts`).
 */
export function applyServerConfig(env: Env, config: StoredServerConfig): void {
  const baseline = baselineOf(env);
  Object.assign(env, effectiveEnv(baseline, config, lockedServerKeys(env)));
  appliedConfigs.set(env, config);
}

/**
 * The bucket the storage settings name, even while new uploads go to the local disks: files stored in it before a
 * switch back are still read and deleted there. `null` when no complete bucket was ever set.
 */
export function recordedBucketOf(env: Env): S3Config | null {
  const current = s3ConfigOf(env);
  if (current) return current;
  const asBucket = { ...appliedConfigs.get(env), 'server.uploads_driver': 's3' as const };
  return s3ConfigOf(effectiveEnv(baselineOf(env), asBucket, lockedServerKeys(env)));
}

/** Reads the stored server settings and lays them over `env`: called at start, before any service reads it. */
export async function loadServerConfig(
  db: Database,
  secretBox: SecretBox,
  env: Env,
): Promise<StoredServerConfig> {
  const config = await readServerConfig(db, secretBox);
  applyServerConfig(env, config);
  return config;
}
