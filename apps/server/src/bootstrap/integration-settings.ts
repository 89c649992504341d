import { socialServiceSchema } from '@tonearm/client/contract';
import type { Env } from '../config/env';
import { providerCredentials } from '../social/provider-credentials';
import { withUploadSettings } from '../uploads/upload-settings';

// Forms that run the human check when keys exist and no admin chose otherwise: register (doc 000 §5) and contact.
const DEFAULT_RECAPTCHA_ACTIONS = { register: true, contact: true };

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The stored settings with what only the environment knows: which sign-in providers and whether reCAPTCHA have
 * credentials, where the web app reports errors, and how uploads are stored and how large they may be. A service
 * without credentials is never offered, whatever the stored toggle says, so the client never opens a popup or a
 * check that cannot succeed.
 */
export function withIntegrationSettings(stored: Record<string, unknown>, env: Env): Record<string, unknown> {
  const social = { ...asRecord(stored.social) };
  for (const service of socialServiceSchema.options) {
    social[service] = { ...asRecord(social[service]), enable: providerCredentials(env, service) !== null };
  }
  const storedRecaptcha = asRecord(stored.recaptcha);
  const storedActions = asRecord(storedRecaptcha.enable);
  const recaptcha = env.RECAPTCHA_SECRET_KEY
    ? {
        ...storedRecaptcha,
        site_key: env.RECAPTCHA_SITE_KEY ?? null,
        enable: Object.keys(storedActions).length > 0 ? storedActions : DEFAULT_RECAPTCHA_ACTIONS,
      }
    : { ...storedRecaptcha, site_key: null, enable: {} };
  const logging = { ...asRecord(stored.logging), sentry_public: env.SENTRY_DSN ?? null };
  return { ...stored, social, recaptcha, logging, uploads: withUploadSettings(stored.uploads, env) };
}
