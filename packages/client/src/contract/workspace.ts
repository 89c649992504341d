import * as z from 'zod';
import { idSchema } from './primitives';

export const workspaceSchema = z.object({
  id: idSchema,
  name: z.string(),
  members_count: z.int().nonnegative(),
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
