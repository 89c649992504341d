import { hasPermission } from '@tonearm/client/rules';
import type { Context } from 'hono';
import type { Account } from '../accounts/account';
import { currentAccount } from '../accounts/current-account';
import { accountCan } from '../accounts/require-permission';
import type { AppBindings, AppServices } from '../app-context';
import { forbidden, unauthenticated } from '../http/errors';
import { guestRole } from '../roles/role-permissions';

/** Why a visitor without the permission is refused; the player shows the message as it is. */
export const MUSIC_PERMISSION_MESSAGES = {
  'music.view': 'You do not have permission to browse music.',
  'music.play': 'Your account cannot play music. Sign in or choose a plan that includes listening.',
  'music.create': 'Your account cannot add music. Ask for artist access in the backstage.',
} as const;
export type MusicPermission = keyof typeof MUSIC_PERMISSION_MESSAGES;

/**
 * The signed-in account (or `null` for a guest) when the visitor holds `permission`; guests hold what the guest
 * role grants, since music.view is public (doc 001 §6). A clear 403 otherwise.
 */
export async function requireMusicPermission(
  c: Context<AppBindings>,
  services: AppServices,
  permission: MusicPermission,
): Promise<Account | null> {
  const account = await currentAccount(c, services);
  // Adding music is never a guest's: they are asked to sign in rather than refused.
  if (!account && permission === 'music.create') throw unauthenticated();
  const allowed = account
    ? accountCan(account, permission)
    : hasPermission({ user: { permissions: (await guestRole(services.db))?.permissions ?? [] } }, permission);
  if (!allowed) throw forbidden(MUSIC_PERMISSION_MESSAGES[permission]);
  return account;
}
