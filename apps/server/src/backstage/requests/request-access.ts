import type { BackstageRequest } from '@tonearm/client/contract';
import type { Context } from 'hono';
import { requireAccount } from '../../accounts/current-account';
import { accountCan, requirePermission } from '../../accounts/require-permission';
import type { AppBindings, AppServices } from '../../app-context';
import { notFound } from '../../http/errors';
import { readBackstageRequest } from './backstage-request-rows';
import { NO_SUCH_REQUEST } from './request-review';

/** Who may create requests and read their own (doc 001 §2 Backstage). */
export const CREATE_PERMISSION = 'backstageRequests.create';
/** Who may list, read, approve and deny every request in the admin area. */
export const REVIEW_PERMISSION = 'backstageRequests.update';
/** Who may delete requests and their identity documents. */
export const DELETE_PERMISSION = 'backstageRequests.delete';

/** The request id of an address, or 404 for one no request can have. */
export function requestIdOf(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound(NO_SUCH_REQUEST);
  return id;
}

/**
 * The request `id` when the signed-in user may read it: a reviewer reads any, its author reads their own with
 * `backstageRequests.create`. Anyone else gets 404, so request ids say nothing about who asked.
 */
export async function requireReadableRequest(
  c: Context<AppBindings>,
  services: AppServices,
  id: number,
): Promise<BackstageRequest> {
  const account = await requireAccount(c, services);
  if (!accountCan(account, REVIEW_PERMISSION)) await requirePermission(c, services, CREATE_PERMISSION);
  const request = await readBackstageRequest(services.db, id);
  if (!request || (request.user.id !== account.user.id && !accountCan(account, REVIEW_PERMISSION))) {
    throw notFound(NO_SUCH_REQUEST);
  }
  return request;
}
