import {
  isSecretSettingKey,
  SECRET_SETTING_KEYS,
  SETTING_KEYS,
  type SettingKey,
} from '@tonearm/client/contract';
import type { Env } from '../config/env';
import type { Database } from '../db/connect';
import { DEFAULT_SETTINGS } from '../settings/default-settings';
import {
  baselineOf,
  lockedServerKeys,
  SERVER_KEY_VARIABLES,
  type ServerKey,
  type StoredServerConfig,
} from '../settings/server-config';
import { readSettings, writeSetting } from '../settings/settings-store';

export const isServerKey = (key: string): key is ServerKey => key.startsWith('server.');

/** What a site key reads as before an operator stored it. */
const SITE_KEY_DEFAULTS: Partial<Record<SettingKey, unknown>> = {
  'homepage.value': null,
  'themes.default_id': null,
  'mail.contact_page_address': null,
  'uploads.max_size': null,
  'uploads.allowed_extensions': [],
  'uploads.blocked_extensions': [],
  // The actions the check guards when keys exist and no operator chose (integration-settings.ts).
  'recaptcha.enable.register': true,
  'recaptcha.enable.contact': true,
  'cookie_notice.button': null,
  'registration.policies': [],
  'live_updates.enable': true,
};

/** What a server key reads as when neither the environment nor an operator set it. */
const SERVER_KEY_DEFAULTS: Partial<Record<ServerKey, unknown>> = {
  'server.billing_test_provider': false,
  'server.paypal_sandbox': false,
  'server.uploads_driver': 'local',
  'server.s3_force_path_style': false,
  'server.s3_direct_upload': true,
  'server.mail_encryption': 'none',
};

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function valueAt(source: Record<string, unknown>, path: string[]): unknown {
  let node: unknown = source;
  for (const part of path) {
    if (!node || typeof node !== 'object' || Array.isArray(node) || !Object.hasOwn(node, part))
      return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function withValueAt(group: unknown, path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy = { ...asRecord(group) };
  copy[head] = withValueAt(copy[head], rest, value);
  return copy;
}

/** The site key's stored value, else its default. */
function siteValue(stored: Record<string, unknown>, key: SettingKey): unknown {
  const path = key.split('.');
  return valueAt(stored, path) ?? valueAt(DEFAULT_SETTINGS, path) ?? SITE_KEY_DEFAULTS[key] ?? null;
}

/** The value a locked server key has in the environment (secrets never leave this module as values). */
function environmentValue(env: Env, key: ServerKey): unknown {
  const variable = SERVER_KEY_VARIABLES[key];
  if (variable === 'MAIL_URL' && env.MAIL_URL) {
    const url = new URL(env.MAIL_URL);
    const values: Partial<Record<ServerKey, unknown>> = {
      'server.mail_host': url.hostname,
      'server.mail_port': url.port ? Number(url.port) : null,
      'server.mail_username': url.username ? decodeURIComponent(url.username) : null,
      'server.mail_encryption': url.protocol === 'smtps:' ? 'ssl' : 'none',
    };
    return values[key] ?? null;
  }
  if (key === 'server.uploads_driver') return 's3';
  return env[variable] ?? null;
}

export interface SettingsValues {
  values: Record<string, unknown>;
  secrets: Record<string, boolean>;
  locked: Record<string, string>;
}

/**
 * Every panel key's current value for the admin: site keys from the stored settings, server keys from the
 * environment where it sets them, else from what the operator stored. Secrets are reported only as set or not.
 */
export function settingsValues(
  stored: Record<string, unknown>,
  config: StoredServerConfig,
  env: Env,
): SettingsValues {
  const baseline = baselineOf(env);
  const locked = lockedServerKeys(env);
  const values: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    if (isSecretSettingKey(key)) continue;
    if (!isServerKey(key)) values[key] = siteValue(stored, key);
    else if (locked[key]) values[key] = environmentValue(baseline, key);
    else values[key] = config[key] ?? SERVER_KEY_DEFAULTS[key] ?? null;
  }
  const secrets: Record<string, boolean> = {};
  for (const key of SECRET_SETTING_KEYS) {
    const variable = SERVER_KEY_VARIABLES[key];
    const fromEnvironment =
      variable === 'MAIL_URL'
        ? Boolean(baseline.MAIL_URL && new URL(baseline.MAIL_URL).password)
        : Boolean(baseline[variable]);
    secrets[key] = locked[key] ? fromEnvironment : typeof config[key] === 'string' && config[key] !== '';
  }
  return { values, secrets, locked: locked as Record<string, string> };
}

/** Writes the changed site keys, each into its group, leaving the group's other keys as they are. */
export async function writeSiteChanges(db: Database, changes: [SettingKey, unknown][]): Promise<void> {
  if (changes.length === 0) return;
  const stored = await readSettings(db);
  const groups = new Map<string, unknown>();
  for (const [key, value] of changes) {
    const [group = key, ...path] = key.split('.');
    let current = groups.has(group) ? groups.get(group) : (stored[group] ?? DEFAULT_SETTINGS[group]);
    // An action map with no entry means "the default actions": the first one chosen keeps the others as they read.
    if (group === 'recaptcha' && Object.keys(asRecord(asRecord(current).enable)).length === 0) {
      current = withValueAt(current, ['enable'], {
        register: SITE_KEY_DEFAULTS['recaptcha.enable.register'],
        contact: SITE_KEY_DEFAULTS['recaptcha.enable.contact'],
      });
    }
    groups.set(group, withValueAt(current, path, value));
  }
  for (const [group, value] of groups) await writeSetting(db, group, value);
}
