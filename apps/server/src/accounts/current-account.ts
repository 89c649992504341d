import type { Context } from 'hono';
import { type AppBindings, type AppServices, type Visitor, visitorUserId } from '../app-context';
import { unauthenticated } from '../http/errors';
import { type Account, accountAt, readStoredAccount } from './account';

const loaded = new WeakMap<Visitor, Promise<Account | null>>();

/** The signed-in account of this request, loaded once however many handlers ask. */
export function currentAccount(c: Context<AppBindings>, services: AppServices): Promise<Account | null> {
  const visitor = c.get('visitor');
  const userId = visitorUserId(visitor);
  if (userId === null) return Promise.resolve(null);
  let account = loaded.get(visitor);
  if (!account) {
    account = snapshotOfAccount(services, userId, visitor.arrivedAt);
    loaded.set(visitor, account);
  }
  return account;
}

/** The account of `userId` from this instance's snapshots (read when missing), judged at the app's `now`. */
async function snapshotOfAccount(
  services: AppServices,
  userId: number,
  since: number,
): Promise<Account | null> {
  const stored = await services.live.accounts.account(
    userId,
    () => readStoredAccount(services.db, userId),
    since,
  );
  return stored ? accountAt(stored, services.now()) : null;
}

/** The signed-in account, or a 401 for guests. */
export async function requireAccount(c: Context<AppBindings>, services: AppServices): Promise<Account> {
  const account = await currentAccount(c, services);
  if (!account) throw unauthenticated();
  return account;
}

/** Forgets the loaded account after the session changed (login, logout). */
export function forgetCurrentAccount(c: Context<AppBindings>): void {
  loaded.delete(c.get('visitor'));
}

/**
 * The signed-in user's id, or a 401 for guests, for routes that need no more of the account: a session or an
 * access token is deleted with its user, so one that was found names a user that exists.
 */
export function requireUserId(c: Context<AppBindings>): number {
  const userId = visitorUserId(c.get('visitor'));
  if (userId === null) throw unauthenticated();
  return userId;
}
