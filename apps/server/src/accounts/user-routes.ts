import { accountDetailsPayloadSchema, changeLocalePayloadSchema } from '@tonearm/client/contract';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppBindings, AppServices } from '../app-context';
import { users } from '../db/schema';
import { forbidden, notFound, ValidationError } from '../http/errors';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { countAdmins } from '../roles/role-permissions';
import { findLocalization } from '../value-lists/localizations';
import { type Account, loadAccount } from './account';
import { checkAccountDetails } from './account-details-rules';
import { requireAccount } from './current-account';
import { requirePasswordConfirmation } from './password-confirmation';
import { accountCan } from './require-permission';
import { serializeAccount } from './serialize-user';
import { signOut } from './sign-in';

const accountDetailsSchema = accountDetailsPayloadSchema.check(z.superRefine(checkAccountDetails));

// An empty text field clears the value rather than storing ''.
const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

/**
 * The signed-in user's own account (doc 000 §7): `GET users/{id|me}`, `PUT users/{id}`,
 * `DELETE users/{id}?deleteCurrentUser=true` and `POST users/me/locale`.
 */
export function userRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  async function ownAccount(c: Context<AppBindings>): Promise<Account> {
    const account = await requireAccount(c, services);
    const id = c.req.param('id');
    if (id !== 'me' && id !== String(account.user.id)) throw notFound();
    return account;
  }

  routes.get('/users/:id', async (c) => {
    return c.json({ user: serializeAccount(await ownAccount(c), services.secretBox) });
  });

  routes.put('/users/:id', async (c) => {
    const account = await ownAccount(c);
    const details = validate(accountDetailsSchema, await readBody(c));
    const language = details.language?.trim() || undefined;
    const localization = language ? await findLocalization(db, language) : undefined;
    if (language && !localization)
      throw new ValidationError({ language: ['The selected language is invalid.'] });
    const changes = {
      first_name: blankToNull(details.first_name),
      last_name: blankToNull(details.last_name),
      language: localization?.language,
      country: blankToNull(details.country)?.toUpperCase(),
      timezone: blankToNull(details.timezone),
    };
    await db
      .update(users)
      .set({ ...changes, updated_at: services.now() })
      .where(eq(users.id, account.user.id));
    const updated = await loadAccount(db, account.user.id, services.now());
    if (!updated) throw notFound();
    return c.json({ user: serializeAccount(updated, services.secretBox) });
  });

  routes.delete('/users/:id', async (c) => {
    const account = await ownAccount(c);
    if (c.req.query('deleteCurrentUser') !== 'true') throw forbidden();
    requirePasswordConfirmation(c, services);
    if (accountCan(account, 'admin') && (await countAdmins(db)) <= 1) {
      throw forbidden('The only admin account cannot be deleted.');
    }
    await db.delete(users).where(eq(users.id, account.user.id));
    await services.storage.remove(account.user.image);
    await signOut(c, services);
    return c.json({ status: 'success', message: 'Account deleted' });
  });

  routes.post('/users/me/locale', async (c) => {
    const account = await requireAccount(c, services);
    const { locale } = validate(changeLocalePayloadSchema, await readBody(c));
    const localization = await findLocalization(db, locale);
    if (!localization) throw new ValidationError({ locale: ['The selected locale is invalid.'] });
    await db
      .update(users)
      .set({ language: localization.language, updated_at: services.now() })
      .where(eq(users.id, account.user.id));
    const { language, name, lines } = localization;
    return c.json({ locale: { language, name, lines } });
  });

  return routes;
}
