import type { bootstrapDataSchema } from '@tonearm/client/contract';
import type * as z from 'zod';
import type { Account } from '../accounts/account';
import { serializeAccount } from '../accounts/serialize-user';
import { lineFormsFor } from '../admin/localizations/line-forms';
import type { Env } from '../config/env';
import type { Database } from '../db/connect';
import type { SecretBox } from '../security/secret-box';
import { localizationFor } from '../value-lists/localizations';
import { withIntegrationSettings } from './integration-settings';
import { readSiteState } from './site-state';

/** Bootstrap data as sent over the wire. */
export type BootstrapPayload = z.input<typeof bootstrapDataSchema>;

export interface BootstrapContext {
  /** The signed-in account, `null` for a guest. */
  account: Account | null;
  /** The site's public address, sent as `settings.base_url`. */
  baseUrl: string;
  secretBox: SecretBox;
  /** Says which integrations have credentials. */
  env: Env;
  /** A guest's language choice (the locale cookie); a signed-in visitor's is kept on the account. */
  guestLanguage?: string | undefined;
}

/** Everything the app needs to start (doc 000 §3): the visitor, settings, themes, translations and guest role. */
export async function buildBootstrapData(db: Database, context: BootstrapContext): Promise<BootstrapPayload> {
  const { settings: stored, themes, guestRole: guest } = await readSiteState(db);
  const settings = {
    ...withIntegrationSettings(stored, context.env),
    base_url: context.baseUrl,
  } as BootstrapPayload['settings'];
  const cookieNotice = stored.cookie_notice as { enable?: unknown } | undefined;
  const localization = await localizationFor(
    db,
    context.account ? context.account.user.language : context.guestLanguage,
  );
  const { language, name, lines } = localization;
  return {
    user: context.account ? serializeAccount(context.account, context.secretBox) : null,
    settings,
    themes: themes.map((theme) => ({
      id: theme.id,
      name: theme.name,
      is_dark: theme.is_dark,
      default_light: theme.default_light,
      default_dark: theme.default_dark,
      values: theme.values,
    })),
    i18n: { language, name, lines, messages: lineFormsFor(localization) },
    guest_role: guest,
    show_cookie_notice: cookieNotice?.enable === true,
  };
}
