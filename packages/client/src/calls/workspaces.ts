import {
  type Acknowledgement,
  acknowledgementSchema,
  type CreateWorkspacePayload,
  type InviteId,
  type InviteToWorkspacePayload,
  type JoinWorkspaceResponse,
  joinWorkspaceResponseSchema,
  type WorkspaceInvitesResponse,
  type WorkspaceListResponse,
  type WorkspaceResponse,
  workspaceInvitesResponseSchema,
  workspaceListResponseSchema,
  workspaceResponseSchema,
} from '../contract';
import type { HttpClient } from '../core/types';
import { pathSegment } from './path-segment';

/** `GET workspace/join/{inviteId}`: accepts the invitation; a 404 means it is no longer valid. */
export function joinWorkspace(http: HttpClient, inviteId: InviteId): Promise<JoinWorkspaceResponse> {
  return http.get(`workspace/join/${pathSegment(inviteId)}`, {
    schema: joinWorkspaceResponseSchema,
    callName: 'GET workspace/join/{inviteId}',
  });
}

/** `DELETE workspace/invite/{inviteId}`: declines the invitation. */
export function declineWorkspaceInvite(http: HttpClient, inviteId: InviteId): Promise<Acknowledgement> {
  return http.delete(`workspace/invite/${pathSegment(inviteId)}`, {
    schema: acknowledgementSchema,
    callName: 'DELETE workspace/invite/{inviteId}',
  });
}

// The spec names no calls for listing, creating or inviting; these are the reference server's.

/** `GET me/workspaces`: the signed-in user's workspaces. */
export function getMyWorkspaces(http: HttpClient): Promise<WorkspaceListResponse> {
  return http.get('me/workspaces', { schema: workspaceListResponseSchema, callName: 'GET me/workspaces' });
}

/** `POST workspace`: creates a workspace owned by the signed-in user. */
export function createWorkspace(http: HttpClient, body: CreateWorkspacePayload): Promise<WorkspaceResponse> {
  return http.post('workspace', body, { schema: workspaceResponseSchema, callName: 'POST workspace' });
}

/** `POST workspace/{id}/invite`: invites people by e-mail (owners only). */
export function inviteToWorkspace(
  http: HttpClient,
  workspaceId: number,
  body: InviteToWorkspacePayload,
): Promise<WorkspaceInvitesResponse> {
  return http.post(`workspace/${pathSegment(workspaceId)}/invite`, body, {
    schema: workspaceInvitesResponseSchema,
    callName: 'POST workspace/{id}/invite',
  });
}
