import { eq, sql } from 'drizzle-orm';
import { subscriptionState } from '../billing/subscription-state';
import type { UserSubscription } from '../billing/subscription-store';
import type { Database } from '../db/connect';
import { preparedPerDatabase } from '../db/prepared';
import { qualified as q } from '../db/qualified';
import {
  notifications,
  permissions,
  permissionUser,
  personalAccessTokens,
  products,
  roles,
  roleUser,
  socialProfiles,
  subscriptions,
  users,
} from '../db/schema';
import { type GrantedPermission, permissionsJson, type RoleWithPermissions } from '../roles/role-permissions';
import type { AccessTokenRecord } from '../security/access-token-store';
import type { SocialProfileRecord } from '../social/social-profile-store';
import { withoutEndedSuspension } from './suspension-rules';

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
  /** The permissions an admin granted this user directly, beside their roles'. */
  userPermissions: GrantedPermission[];
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

// Rows nested as JSON come back with timestamps as text; these are their shapes before the dates are revived.
type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
type RoleJson = RoleWithPermissions;
type SubscriptionJson = Json<Omit<UserSubscription, 'valid' | 'active'>> & { plan_role: RoleJson | null };

const date = (value: string) => new Date(value);
const optionalDate = (value: string | null) => (value === null ? null : new Date(value));

/**
 * Everything an account is made of, read in one statement: each PGlite query is a round trip through one
 * single-threaded WASM PostgreSQL, and a signed-in request reads the account on nearly every route.
 */
const accountQuery = preparedPerDatabase((db) =>
  db
    .select({
      user: users,
      roles: sql<
        RoleJson[]
      >`(select coalesce(json_agg(json_build_object('id', ${q(roles.id)}, 'name', ${q(roles.name)},
        'permissions', ${permissionsJson(q(roles.id))}) order by ${q(roles.id)}), '[]'::json)
        from ${roleUser} inner join ${roles} on ${q(roles.id)} = ${q(roleUser.role_id)}
        where ${q(roleUser.user_id)} = ${q(users.id)})`,
      tokens: sql<Json<AccessTokenRecord>[]>`(select coalesce(json_agg(${personalAccessTokens}
        order by ${q(personalAccessTokens.id)} desc), '[]'::json)
        from ${personalAccessTokens} where ${q(personalAccessTokens.user_id)} = ${q(users.id)})`,
      socialProfiles: sql<Json<SocialProfileRecord>[]>`(select coalesce(json_agg(${socialProfiles}
        order by ${q(socialProfiles.service_name)}), '[]'::json)
        from ${socialProfiles} where ${q(socialProfiles.user_id)} = ${q(users.id)})`,
      unreadNotifications: sql<number>`(select count(*) from ${notifications}
        where ${q(notifications.user_id)} = ${q(users.id)} and ${q(notifications.read_at)} is null)`.mapWith(
        Number,
      ),
      userPermissions: sql<
        GrantedPermission[]
      >`(select coalesce(json_agg(json_build_object('id', ${q(permissions.id)},
        'name', ${q(permissions.name)}, 'restrictions', ${q(permissionUser.restrictions)}) order by ${q(permissions.id)}), '[]'::json)
        from ${permissionUser} inner join ${permissions} on ${q(permissions.id)} = ${q(permissionUser.permission_id)}
        where ${q(permissionUser.user_id)} = ${q(users.id)})`,
      subscriptions: sql<SubscriptionJson[]>`(select coalesce(json_agg(to_jsonb(${subscriptions})
        || jsonb_build_object('plan_role', (select json_build_object('id', ${q(roles.id)}, 'name', ${q(roles.name)},
          'permissions', ${permissionsJson(q(roles.id))})
          from ${products} inner join ${roles} on ${q(roles.id)} = ${q(products.role_id)}
          where ${q(products.id)} = ${q(subscriptions.product_id)}))
        order by ${q(subscriptions.id)}), '[]'::json)
        from ${subscriptions} where ${q(subscriptions.user_id)} = ${q(users.id)})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('load_account'),
);

/** An account as stored, before anything in it is judged at a moment (suspensions, subscriptions). */
export type StoredAccount = NonNullable<Awaited<ReturnType<typeof readStoredAccount>>>;

/** The account of `userId` as stored, or `null`. */
export async function readStoredAccount(db: Database, userId: number) {
  const [row] = await accountQuery(db).execute({ userId });
  return row ?? null;
}

/** The account of `userId`, its subscriptions judged at `now`. */
export async function loadAccount(db: Database, userId: number, now = new Date()): Promise<Account | null> {
  const row = await readStoredAccount(db, userId);
  return row ? accountAt(row, now) : null;
}

/**
 * A stored account as it stands at `now`: a suspension or a subscription may have ended since it was read. Builds
 * new objects and leaves `row` as it is, so a kept snapshot can be judged again at every request.
 */
export function accountAt(row: StoredAccount, now: Date): Account {
  const planRoles = new Map<number, RoleWithPermissions>();
  const held = row.subscriptions.map(({ plan_role, ...subscription }) => {
    const revived = {
      ...subscription,
      ends_at: optionalDate(subscription.ends_at),
      renews_at: optionalDate(subscription.renews_at),
      created_at: date(subscription.created_at),
      updated_at: date(subscription.updated_at),
    };
    const state = subscriptionState(revived, now);
    if (state.valid && plan_role) planRoles.set(plan_role.id, plan_role);
    return { ...revived, ...state };
  });
  return {
    user: withoutEndedSuspension(row.user, now),
    roles: row.roles,
    tokens: row.tokens.map((token) => ({
      ...token,
      last_used_at: optionalDate(token.last_used_at),
      created_at: date(token.created_at),
    })),
    socialProfiles: row.socialProfiles.map((profile) => ({
      ...profile,
      created_at: date(profile.created_at),
    })),
    unreadNotifications: row.unreadNotifications,
    subscriptions: held,
    planRoles: [...planRoles.values()].sort((a, b) => a.id - b.id),
    userPermissions: row.userPermissions,
  };
}
