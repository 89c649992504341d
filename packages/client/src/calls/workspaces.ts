import {
  type Acknowledgement,
  acknowledgementSchema,
  type InviteId,
  type JoinWorkspaceResponse,
  joinWorkspaceResponseSchema,
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
