import { and, countDistinct, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { workspaceInvites, workspaceMembers, workspaces } from '../db/schema';

export type WorkspaceRecord = typeof workspaces.$inferSelect;
export type WorkspaceInviteRecord = typeof workspaceInvites.$inferSelect;

/** A workspace as the client shows it (doc 000 §3). */
export interface WorkspaceSummary {
  id: number;
  name: string;
  members_count: number;
}

/** The workspaces a user belongs to, oldest first (the personal workspace 0 is the client's own). */
export async function workspacesOf(db: Database, userId: number): Promise<WorkspaceSummary[]> {
  const mine = db
    .select({ workspace_id: workspaceMembers.workspace_id })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.user_id, userId));
  return db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      members_count: countDistinct(workspaceMembers.user_id),
    })
    .from(workspaces)
    .innerJoin(workspaceMembers, eq(workspaceMembers.workspace_id, workspaces.id))
    .where(sql`${workspaces.id} IN ${mine}`)
    .groupBy(workspaces.id)
    .orderBy(workspaces.id);
}

export async function workspaceSummary(db: Database, workspaceId: number): Promise<WorkspaceSummary | null> {
  const [row] = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      members_count: countDistinct(workspaceMembers.user_id),
    })
    .from(workspaces)
    .leftJoin(workspaceMembers, eq(workspaceMembers.workspace_id, workspaces.id))
    .where(eq(workspaces.id, workspaceId))
    .groupBy(workspaces.id);
  return row ?? null;
}

export async function findInvite(db: Database, inviteId: string): Promise<WorkspaceInviteRecord | null> {
  const [invite] = await db.select().from(workspaceInvites).where(eq(workspaceInvites.id, inviteId));
  return invite ?? null;
}

/** Adds the user to the invite's workspace and uses the invite up. */
export async function acceptInvite(
  db: Database,
  invite: WorkspaceInviteRecord,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(workspaceMembers)
      .values({ workspace_id: invite.workspace_id, user_id: userId, role: 'member' })
      .onConflictDoNothing();
    await tx.delete(workspaceInvites).where(eq(workspaceInvites.id, invite.id));
  });
}

export async function memberRole(db: Database, workspaceId: number, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.user_id, userId)));
  return row?.role ?? null;
}
