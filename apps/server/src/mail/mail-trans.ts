import { hasMessageSyntax, type MessageForm } from '@tonearm/client/contract';
import { type MessageValues, translateLine } from '@tonearm/client/rules';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { parseLine } from '../admin/localizations/line-forms';
import { cachedLocalization } from '../admin/localizations/localization-cache';
import type { Database } from '../db/connect';
import { users } from '../db/schema';
import { readSetting } from '../settings/settings-store';
import { SOURCE_LANGUAGE } from '../value-lists/localizations';

/**
 * Translates a mail's or an in-app notification's line into its recipient's language, as the interface's `trans`
 * does: ICU plurals and selects chosen, `:placeholder`s replaced; a line without a translation is its English self.
 * Their sources call it `trans`, so `scripts/i18n/extract-lines.mjs` lists their lines on the translate screen.
 */
export type MailTranslate = (line: string, values?: MessageValues) => string;

/** A mail's subject and body, written when it is sent, in the words of the recipient's translator. */
export type MailContent = (trans: MailTranslate) => { subject: string; text: string };

/** Who a mail goes to: an account, whose language is read from it when the caller does not have it. */
export interface MailRecipient {
  id: number;
  /** The account's language (`users.language`); read by `id` when absent. */
  language?: string | null | undefined;
}

// Parsed ICU texts, shared by every language; bounded since edited translations leave their old texts behind.
const FORMS_KEPT = 5000;
const forms = new Map<string, MessageForm | undefined>();

function formOfText(text: string): MessageForm | undefined {
  if (forms.has(text)) return forms.get(text);
  let form: MessageForm | undefined;
  try {
    form = parseLine(text);
  } catch {
    // Saving refuses malformed lines; one stored before that rule falls back to the English line's form.
  }
  if (forms.size >= FORMS_KEPT) forms.clear();
  forms.set(text, form);
  return form;
}

/** As the bootstrap data's forms: the translation's, else the English line's when the translation is malformed. */
function formOf(line: string, text: string): MessageForm | undefined {
  if (!hasMessageSyntax(text)) return undefined;
  return formOfText(text) ?? (text !== line && hasMessageSyntax(line) ? formOfText(line) : undefined);
}

/**
 * The translator for mails in `language`: its localization's saved lines when it is offered, else the source
 * language's, as a visitor's interface falls back; lines are read from the localizations' cache.
 */
export async function mailTrans(db: Database, language: string | null | undefined): Promise<MailTranslate> {
  const localization =
    (await cachedLocalization(db, language)) ?? (await cachedLocalization(db, SOURCE_LANGUAGE));
  const lines = localization?.lines ?? {};
  const shownIn = localization?.language ?? SOURCE_LANGUAGE;
  return (line, values = {}) => translateLine(lines, line, values, shownIn, formOf);
}

const i18nSettingsSchema = z.looseObject({ default_localization: z.string().optional() });

/** The site's default language (`i18n.default_localization`), for mails to an address with no account. */
export async function siteLanguage(db: Database): Promise<string> {
  const settings = i18nSettingsSchema.safeParse(await readSetting(db, 'i18n'));
  return settings.data?.default_localization || SOURCE_LANGUAGE;
}

/**
 * The translator for a mail to `recipient`, in the language their account chose; `null` (an address with no
 * account, such as the contact address) takes the site's default language.
 */
export async function recipientTrans(db: Database, recipient: MailRecipient | null): Promise<MailTranslate> {
  if (!recipient) return mailTrans(db, await siteLanguage(db));
  if (recipient.language !== undefined) return mailTrans(db, recipient.language);
  const [account] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, recipient.id));
  return mailTrans(db, account?.language);
}
