import { eq, sql } from 'drizzle-orm';
import { planRolesOf, subscriptionsOfUser, type UserSubscription } from '../billing/subscription-store';
import type { Database } from '../db/connect';
import { users } from '../db/schema';
import { countUnreadNotifications } from '../notifications/unread-count';
import { type RoleWithPermissions, rolesOfUser } from '../roles/role-permissions';
import { type AccessTokenRecord, listAccessTokens } from '../security/access-token-store';
import { type SocialProfileRecord, socialProfilesOfUser } from '../social/social-profile-store';

export type UserRecord = typeof users.$inferSelect;

/** A user with what the bootstrap data and `users/{id}` need about them. */
export interface Account {
  user: UserRecord;
  roles: RoleWithPermissions[];
  tokens: AccessTokenRecord[];
  socialProfiles: SocialProfileRecord[];
  unreadNotifications: number;
  subscriptions: UserSubscription[];
  /** The roles the plans of the user's valid subscriptions grant; their permissions add to the user's own. */
  planRoles: RoleWithPermissions[];
}

export async function findUserById(db: Database, id: number): Promise<UserRecord | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

/** Emails are unique regardless of case. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRecord | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user ?? null;
}

/** The account of `userId`, its subscriptions judged at `now`. */
export async function loadAccount(db: Database, userId: number, now = new Date()): Promise<Account | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const [roles, tokens, socialProfiles, unreadNotifications, subscriptions] = await Promise.all([
    rolesOfUser(db, userId),
    listAccessTokens(db, userId),
    socialProfilesOfUser(db, userId),
    countUnreadNotifications(db, userId),
    subscriptionsOfUser(db, userId, now),
  ]);
  const planRoles = await planRolesOf(db, subscriptions);
  return { user, roles, tokens, socialProfiles, unreadNotifications, subscriptions, planRoles };
}
