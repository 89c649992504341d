import { createAccessTokenPayloadSchema } from '@tonearm/client/contract';
import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { forbidden, notFound } from '../http/errors';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { createAccessToken, deleteAccessToken, serializeAbilities } from '../security/access-token-store';
import { readSetting } from '../settings/settings-store';
import { requireAccount } from './current-account';
import { accountCan } from './require-permission';

/** `POST access-tokens` and `DELETE access-tokens/{id}` (doc 000 §7); `api.access` and API integration required. */
export function accessTokenRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.post('/access-tokens', async (c) => {
    const account = await requireAccount(c, services);
    const api = (await readSetting(db, 'api')) as { integrated?: boolean } | undefined;
    if (api?.integrated !== true || !accountCan(account, 'api.access')) throw forbidden();
    const { tokenName, abilities = ['read'] } = validate(createAccessTokenPayloadSchema, await readBody(c));
    const { token, plainTextToken } = await createAccessToken(
      db,
      account.user.id,
      tokenName,
      [...new Set(abilities)],
      services.now(),
    );
    return c.json({
      token: {
        id: token.id,
        name: token.name,
        abilities: serializeAbilities(token.abilities),
        last_used_at: null,
        created_at: token.created_at.toISOString(),
      },
      plainTextToken,
    });
  });

  routes.delete('/access-tokens/:id', async (c) => {
    const account = await requireAccount(c, services);
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || !(await deleteAccessToken(db, account.user.id, id))) throw notFound();
    return c.json({ status: 'success', message: 'Token deleted' });
  });

  return routes;
}
