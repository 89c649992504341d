import type { userSchema } from '@tonearm/client/contract';
import type * as z from 'zod';
import { serializeAbilities } from '../security/access-token-store';
import type { SecretBox } from '../security/secret-box';
import type { Account, UserRecord } from './account';
import { accountPermissions } from './account-permissions';

/** A user as sent over the wire (dates as ISO strings). */
export type UserPayload = z.input<typeof userSchema>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What other people see of a user who gave no name. */
export const UNNAMED_USER = 'Listener';

const fullName = (user: Pick<UserRecord, 'first_name' | 'last_name'>) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ').trim();

/**
 * The display name for the user themselves and for admins: first and last name, or the part of the email before
 * the @. Never for other people: see {@link publicName}.
 */
export function displayName(user: Pick<UserRecord, 'first_name' | 'last_name' | 'email'>): string {
  return fullName(user) || (user.email.split('@')[0] ?? user.email);
}

/**
 * The name other people see (profiles, followers, comments, search, replies): the user's own name, or a neutral
 * one. Profiles are reachable by sequential id, so any part of the email here would let anyone collect addresses.
 */
export function publicName(user: Pick<UserRecord, 'first_name' | 'last_name'>): string {
  return fullName(user) || UNNAMED_USER;
}

/** The recovery codes the user may read again, `null` when two-factor is off. */
export function recoveryCodesOf(user: UserRecord, box: SecretBox): string[] | null {
  if (!user.two_factor_recovery_codes) return null;
  return JSON.parse(box.open(user.two_factor_recovery_codes)) as string[];
}

/** The user's own view of their account, with roles, merged permissions and relations. */
export function serializeAccount(account: Account, box: SecretBox): UserPayload {
  const { user } = account;
  return {
    id: user.id,
    name: displayName(user),
    first_name: user.first_name,
    last_name: user.last_name,
    image: user.image,
    email: user.email,
    email_verified_at: iso(user.email_verified_at),
    banned_at: iso(user.banned_at),
    language: user.language,
    country: user.country,
    timezone: user.timezone,
    unread_notifications_count: account.unreadNotifications,
    two_factor_confirmed_at: iso(user.two_factor_confirmed_at),
    // Confirmed codes unlock the account, so they are shown only by calls that check the password. Codes of a
    // setup not yet confirmed open nothing and are replaced at confirmation; they mark the pending state (doc 000 §4).
    two_factor_recovery_codes: user.two_factor_confirmed_at ? null : recoveryCodesOf(user, box),
    created_at: user.created_at.toISOString(),
    social_profiles: account.socialProfiles.map((profile) => ({
      id: profile.id,
      service_name: profile.service_name,
      username: profile.username,
    })),
    tokens: account.tokens.map((token) => ({
      id: token.id,
      name: token.name,
      abilities: serializeAbilities(token.abilities),
      last_used_at: iso(token.last_used_at),
      created_at: token.created_at.toISOString(),
    })),
    roles: account.roles.map((role) => ({ id: role.id, name: role.name })),
    permissions: accountPermissions(account),
    subscriptions: account.subscriptions.map((subscription) => ({
      id: subscription.id,
      valid: subscription.valid,
      active: subscription.active,
      product_id: subscription.product_id,
      price_id: subscription.price_id,
      ends_at: iso(subscription.ends_at),
    })),
  };
}
