import type { Database } from '../db/connect';
import { roleUser, socialProfiles, users } from '../db/schema';
import { defaultRoleIds } from '../roles/role-permissions';
import type { SocialIdentity } from './providers';

/**
 * Creates the account of someone who signs up through a provider: no password (they sign in through the provider
 * or set one with a reset), the address verified by the provider, the default roles, and the linked profile.
 */
export async function createSocialAccount(
  db: Database,
  service: string,
  identity: SocialIdentity & { email: string },
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email: identity.email, password: null, email_verified_at: now })
      .returning({ id: users.id });
    if (!created) throw new Error('Could not create the account');
    const roleIds = await defaultRoleIds(tx);
    if (roleIds.length > 0) {
      await tx.insert(roleUser).values(roleIds.map((roleId) => ({ user_id: created.id, role_id: roleId })));
    }
    await tx.insert(socialProfiles).values({
      user_id: created.id,
      service_name: service,
      user_service_id: identity.id,
      username: identity.username,
    });
    return created.id;
  });
}
