import {
  type AdminSettingsResponse,
  type ClearCachesResponse,
  isSecretSettingKey,
  type SettingKey,
  settingFieldSchemas,
  updateAdminSettingsPayloadSchema,
} from '@tonearm/client/contract';
import { asc, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod';
import { requireAdminSection } from '../admin/require-admin-section';
import type { AppBindings, AppServices } from '../app-context';
import { tryPaypalCredentials, tryStripeKey } from '../billing/providers/provider-key-checks';
import { channels, themes } from '../db/schema';
import { ValidationError } from '../http/errors';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { publishLiveEvent, settingsChanged } from '../live/publish-live-event';
import {
  applyServerConfig,
  baselineOf,
  effectiveEnv,
  lockedServerKeys,
  mailUrlOf,
  readServerConfig,
  type ServerKey,
  type StoredServerConfig,
  writeServerConfig,
} from '../settings/server-config';
import { readSettings } from '../settings/settings-store';
import { tryBucket, trySmtpServer } from './credential-checks';
import { isServerKey, settingsValues, writeSiteChanges } from './settings-values';

/** The permission of every settings panel (doc 001 §6). */
export const SETTINGS_PERMISSION = 'settings.update';

/** Keys whose change means the SMTP server is tried again before anything is stored. */
const MAIL_SERVER_KEYS: readonly ServerKey[] = [
  'server.mail_host',
  'server.mail_port',
  'server.mail_encryption',
  'server.mail_username',
  'server.mail_password',
];

/** Keys whose change means PayPal is signed in to again before anything is stored. */
const PAYPAL_KEYS: readonly ServerKey[] = [
  'server.paypal_client_id',
  'server.paypal_client_secret',
  'server.paypal_sandbox',
];

const isProduction = () => process.env.NODE_ENV === 'production';

/** The answer of `GET admin/settings` and of a save. */
async function panelsAnswer(services: AppServices): Promise<AdminSettingsResponse> {
  const { db, env, secretBox } = services;
  const [stored, config, channelRows, themeRows] = await Promise.all([
    readSettings(db),
    readServerConfig(db, secretBox),
    db
      .select({ slug: channels.slug, name: channels.name })
      .from(channels)
      .orderBy(asc(channels.name))
      .limit(500),
    db.select({ id: themes.id, name: themes.name }).from(themes).orderBy(asc(themes.id)),
  ]);
  return {
    ...settingsValues(stored, config, env),
    production: isProduction(),
    queue: { engine: env.DATABASE_URL ? 'postgres' : 'pglite', jobs: services.jobs.jobs() },
    channels: channelRows,
    themes: themeRows,
  };
}

/** Checks each changed key on its own: known, not set by the environment, and of the right shape. */
function checkedChanges(changes: Record<string, unknown>, env: AppServices['env']): [SettingKey, unknown][] {
  const errors: Record<string, string[]> = {};
  const accepted: [SettingKey, unknown][] = [];
  const locked = lockedServerKeys(env);
  for (const [key, value] of Object.entries(changes)) {
    if (!Object.hasOwn(settingFieldSchemas, key)) {
      errors[key] = [`There is no setting named ${key}.`];
      continue;
    }
    const settingKey = key as SettingKey;
    const variable = isServerKey(settingKey) ? locked[settingKey] : undefined;
    if (variable) {
      errors[key] = [`${variable} sets this in the server's environment: change it there.`];
      continue;
    }
    const parsed = z.safeParse(settingFieldSchemas[settingKey], value);
    if (!parsed.success) {
      errors[key] = parsed.error.issues.map((issue) => issue.message);
      continue;
    }
    if (settingKey === 'server.billing_test_provider' && parsed.data === true && isProduction()) {
      errors[key] = ['The test payment provider cannot be turned on in production.'];
      continue;
    }
    accepted.push([settingKey, parsed.data]);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return accepted;
}

/**
 * Tries the credentials the change touches (SMTP, Stripe, PayPal, the bucket) with the values that would be stored;
 * a failure names its field.
 */
async function checkCredentials(
  services: AppServices,
  next: StoredServerConfig,
  changedKeys: ReadonlySet<string>,
): Promise<void> {
  const locked = lockedServerKeys(services.env);
  const mailUrl = mailUrlOf(next);
  if (mailUrl && !locked['server.mail_host'] && MAIL_SERVER_KEYS.some((key) => changedKeys.has(key))) {
    const problem = await trySmtpServer(mailUrl);
    if (problem) throw new ValidationError({ 'server.mail_host': [problem] });
  }
  const effective = effectiveEnv(baselineOf(services.env), next, locked);
  if (effective.STRIPE_SECRET_KEY && changedKeys.has('server.stripe_secret_key')) {
    const problem = await tryStripeKey(effective.STRIPE_SECRET_KEY, services.fetch);
    if (problem) throw new ValidationError({ 'server.stripe_secret_key': [problem] });
  }
  const { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret } = effective;
  if (clientId && clientSecret && PAYPAL_KEYS.some((key) => changedKeys.has(key))) {
    const problem = await tryPaypalCredentials(
      { clientId, clientSecret, sandbox: effective.PAYPAL_SANDBOX },
      services.fetch,
    );
    if (problem) throw new ValidationError({ 'server.paypal_client_id': [problem] });
  }
  const storageChanged = [...changedKeys].some(
    (key) => key.startsWith('server.s3_') || key === 'server.uploads_driver',
  );
  if (next['server.uploads_driver'] === 's3' && !locked['server.uploads_driver'] && storageChanged) {
    const problem = await tryBucket(effective);
    if (problem) throw new ValidationError({ 'server.s3_bucket': [problem] });
  }
}

/**
 * The settings panels (`/admin/settings/*`, `settings.update`): `GET admin/settings` reads every panel's keys,
 * secrets only as set or not; `PUT admin/settings` stores only the keys that changed, after trying the mail server
 * or bucket they name; `POST admin/settings/cache/clear` empties the server's caches.
 */
export function settingsPanelRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();
  const guard = createMiddleware<AppBindings>(async (c, next) => {
    await requireAdminSection(c, services, SETTINGS_PERMISSION);
    await next();
  });
  routes.use('/admin/settings', guard);
  routes.use('/admin/settings/*', guard);

  routes.get('/admin/settings', async (c) => c.json(await panelsAnswer(services)));

  routes.put('/admin/settings', async (c) => {
    const { changes } = validate(updateAdminSettingsPayloadSchema, await readBody(c));
    if (Object.keys(changes).length === 0)
      throw new ValidationError({ changes: ['Change at least one setting.'] });
    const accepted = checkedChanges(changes, services.env);
    const serverChanges = accepted.filter((change): change is [ServerKey, unknown] => isServerKey(change[0]));
    const siteChanges = accepted.filter(([key]) => !isServerKey(key));
    if (serverChanges.length > 0) {
      const next: StoredServerConfig = { ...(await readServerConfig(db, services.secretBox)) };
      for (const [key, value] of serverChanges) {
        // An empty secret is no secret: the key is removed rather than stored blank.
        if (value === null || (isSecretSettingKey(key) && value === '')) delete next[key];
        else next[key] = value as StoredServerConfig[ServerKey];
      }
      await checkCredentials(services, next, new Set(serverChanges.map(([key]) => key)));
      await writeServerConfig(db, services.secretBox, next);
      applyServerConfig(services.env, next);
    }
    await writeSiteChanges(db, siteChanges);
    // Every open tab reloads its bootstrap data, so the change shows without a page load.
    await publishLiveEvent(db, settingsChanged());
    return c.json(await panelsAnswer(services));
  });

  routes.post('/admin/settings/cache/clear', async (c) => {
    // The admin reports' cache (`admin_report_cache`) is the server's only cache: every page reads settings afresh.
    await db.execute(sql`DELETE FROM admin_report_cache`);
    return c.json({ cleared: ['reports'] } satisfies ClearCachesResponse);
  });

  return routes;
}
