import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { socialProfiles } from '../db/schema';
import type { SocialIdentity } from './providers';

export type SocialProfileRecord = typeof socialProfiles.$inferSelect;

export async function socialProfilesOfUser(db: Database, userId: number): Promise<SocialProfileRecord[]> {
  return db
    .select()
    .from(socialProfiles)
    .where(eq(socialProfiles.user_id, userId))
    .orderBy(asc(socialProfiles.service_name));
}

/** The profile the provider's account is linked to, whichever user owns it. */
export async function findSocialProfile(
  db: Database,
  service: string,
  userServiceId: string,
): Promise<SocialProfileRecord | null> {
  const [profile] = await db
    .select()
    .from(socialProfiles)
    .where(and(eq(socialProfiles.service_name, service), eq(socialProfiles.user_service_id, userServiceId)));
  return profile ?? null;
}

/** Links the provider's account to the user, replacing the user's earlier account on that service. */
export async function linkSocialProfile(
  db: Database,
  userId: number,
  service: string,
  identity: Pick<SocialIdentity, 'id' | 'username'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(socialProfiles)
      .where(and(eq(socialProfiles.user_id, userId), eq(socialProfiles.service_name, service)));
    await tx.insert(socialProfiles).values({
      user_id: userId,
      service_name: service,
      user_service_id: identity.id,
      username: identity.username,
    });
  });
}

export async function unlinkSocialProfile(db: Database, userId: number, service: string): Promise<void> {
  await db
    .delete(socialProfiles)
    .where(and(eq(socialProfiles.user_id, userId), eq(socialProfiles.service_name, service)));
}
