import * as z from 'zod/mini';
import { idSchema } from './primitives';

export const workspaceSchema = z.object({
  id: idSchema,
  name: z.string(),
  members_count: z.int().check(z.nonnegative()),
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** The personal workspace every user has (doc 000 §3, §9). */
export const DEFAULT_WORKSPACE: Readonly<Workspace> = Object.freeze({
  id: 0,
  name: 'Default',
  members_count: 1,
});

/** Answer of `GET workspace/join/{inviteId}`: the workspace that becomes active. */
export const joinWorkspaceResponseSchema = z.object({ workspace: workspaceSchema });
export type JoinWorkspaceResponse = z.infer<typeof joinWorkspaceResponseSchema>;

/** Most addresses one invite request may name. */
export const MAX_INVITES_PER_REQUEST = 20;

/** `GET me/workspaces`: the workspaces the signed-in user belongs to. */
export const workspaceListResponseSchema = z.object({ workspaces: z.array(workspaceSchema) });
export type WorkspaceListResponse = z.infer<typeof workspaceListResponseSchema>;

/** `POST workspace`: a new workspace owned by the signed-in user. */
export const createWorkspacePayloadSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});
export type CreateWorkspacePayload = z.infer<typeof createWorkspacePayloadSchema>;
export const workspaceResponseSchema = z.object({ workspace: workspaceSchema });
export type WorkspaceResponse = z.infer<typeof workspaceResponseSchema>;

/** `POST workspace/{id}/invite`: invitations by e-mail, sent by the workspace owner. */
export const inviteToWorkspacePayloadSchema = z.object({
  emails: z.array(z.email()).check(z.minLength(1), z.maxLength(MAX_INVITES_PER_REQUEST)),
});
export type InviteToWorkspacePayload = z.infer<typeof inviteToWorkspacePayloadSchema>;
export const workspaceInvitesResponseSchema = z.object({
  invites: z.array(z.object({ id: z.string(), email: z.email() })),
});
export type WorkspaceInvitesResponse = z.infer<typeof workspaceInvitesResponseSchema>;
