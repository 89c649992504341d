import { avatarUrlPayloadSchema } from '@tonearm/client/contract';
import { ADMIN_ACCESS_PERMISSION } from '@tonearm/client/rules';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { users } from '../db/schema';
import { forbidden, notFound, ValidationError } from '../http/errors';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { detectImageType } from '../storage/image-type';
import { type Account, loadAccount } from './account';
import { adoptUploadedImage, forgetUploadedImage, publicUploadNameOf } from './avatar-upload';
import { requireAccount } from './current-account';
import { accountCan } from './require-permission';
import { serializeAccount } from './serialize-user';

/** Largest avatar (doc 000 §9: 2 MB). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Folder of avatars on the public disk (doc 000 §9 "disk prefix avatars"). */
export const AVATAR_FOLDER = 'avatars';

export const NOT_AN_IMAGE = 'The file field must be an image.';
export const AVATAR_TOO_LARGE = `The file field must not be greater than ${AVATAR_MAX_BYTES / 1024} kilobytes.`;

/**
 * `POST users/{id}/avatar` (a file, or `{url}`: an address elsewhere, or an image the user uploaded to the public
 * disk) and `DELETE users/{id}/avatar` (doc 000 §7).
 */
export function avatarRoutes(services: AppServices) {
  const { db, storage } = services;
  const routes = new Hono<AppBindings>();

  /**
   * Whose avatar the call changes: the caller's own, or, for an admin who may edit users (`admin.access` and
   * `users.update`), the user `id` names; anyone else may change only their own.
   */
  async function targetAccount(id: string, account: Account): Promise<Account> {
    if (id === 'me' || id === String(account.user.id)) return account;
    const mayEditUsers = accountCan(account, ADMIN_ACCESS_PERMISSION) && accountCan(account, 'users.update');
    const userId = Number(id);
    if (!mayEditUsers) throw forbidden();
    if (!Number.isSafeInteger(userId) || userId <= 0) throw notFound();
    const target = await loadAccount(db, userId, services.now());
    if (!target) throw notFound();
    return target;
  }

  async function setImage(account: Account, image: string | null) {
    await db.update(users).set({ image, updated_at: services.now() }).where(eq(users.id, account.user.id));
    const former = account.user.image;
    if (former !== image && !(await forgetUploadedImage(services, account.user.id, former))) {
      await storage.remove(former);
    }
    const updated = await loadAccount(db, account.user.id, services.now());
    if (!updated) throw notFound();
    return { user: serializeAccount(updated, services.secretBox) };
  }

  routes.post('/users/:id/avatar', async (c) => {
    const caller = await requireAccount(c, services);
    const account = await targetAccount(c.req.param('id'), caller);
    const body = await readBody(c);
    const file =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>).file : undefined;
    if (file === undefined) {
      const { url } = validate(avatarUrlPayloadSchema, body);
      // An image the caller sent through the upload engine to the public disk: checked as an uploaded file is, and
      // moved under the avatars folder.
      const uploadName = publicUploadNameOf(url, c.req.url);
      if (uploadName !== null) {
        if (caller !== account) throw new ValidationError({ url: ['The selected url is invalid.'] });
        const image = await adoptUploadedImage(services, account.user.id, uploadName, {
          folder: AVATAR_FOLDER,
          maxBytes: AVATAR_MAX_BYTES,
        });
        if (image.kind === 'not-an-image') throw new ValidationError({ file: [NOT_AN_IMAGE] });
        if (image.kind === 'too-large') throw new ValidationError({ file: [AVATAR_TOO_LARGE] });
        if (image.kind === 'not-found') throw new ValidationError({ url: ['The selected url is invalid.'] });
        return c.json(await setImage(account, image.path));
      }
      if (!/^https?:\/\//i.test(url))
        throw new ValidationError({ url: ['The url field must be a valid URL.'] });
      return c.json(await setImage(account, url));
    }
    if (!(file instanceof File)) throw new ValidationError({ file: [NOT_AN_IMAGE] });
    if (file.size > AVATAR_MAX_BYTES) throw new ValidationError({ file: [AVATAR_TOO_LARGE] });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = detectImageType(bytes);
    if (!type) throw new ValidationError({ file: [NOT_AN_IMAGE] });
    const path = await storage.save(AVATAR_FOLDER, bytes, type.extension);
    return c.json(await setImage(account, path));
  });

  routes.delete('/users/:id/avatar', async (c) => {
    const account = await targetAccount(c.req.param('id'), await requireAccount(c, services));
    return c.json(await setImage(account, null));
  });

  return routes;
}
