import {
  type Acknowledgement,
  type AdminCommentPayload,
  type AdminCommentResponse,
  type AdminCommentRow,
  acknowledgementSchema,
  adminCommentResponseSchema,
  adminCommentRowSchema,
  type DeletedComments,
  deletedCommentsSchema,
  type PaginatedResponse,
} from '../../contract';
import type { HttpClient } from '../../core/types';
import type { ListQuery } from '../../rules/list-query/list-query';
import { pathSegment } from '../path-segment';
import { getAdminList } from './admin-lists';

/** The resource of the comments list, for `getAdminList`. */
export const ADMIN_COMMENTS_RESOURCE = 'admin/comments';

/** `GET admin/comments`: one page of comments. */
export function getAdminComments(
  http: HttpClient,
  query: ListQuery,
): Promise<PaginatedResponse<AdminCommentRow>> {
  return getAdminList(http, ADMIN_COMMENTS_RESOURCE, query, adminCommentRowSchema);
}

/** `PUT admin/comments/{id}`: rewrites a comment's text; 422 names a refused text. */
export function updateAdminComment(
  http: HttpClient,
  id: number,
  body: AdminCommentPayload,
): Promise<AdminCommentResponse> {
  return http.put(`${ADMIN_COMMENTS_RESOURCE}/${pathSegment(id)}`, body, {
    schema: adminCommentResponseSchema,
    callName: 'PUT admin/comments/{id}',
  });
}

/** `DELETE admin/comments/{ids}`: comments with replies are marked deleted, the others removed. */
export function deleteAdminComments(http: HttpClient, ids: readonly number[]): Promise<DeletedComments> {
  return http.delete(`${ADMIN_COMMENTS_RESOURCE}/${ids.map((id) => pathSegment(id)).join(',')}`, {
    schema: deletedCommentsSchema,
    callName: 'DELETE admin/comments/{ids}',
  });
}

/** `POST admin/comments/restore`: shows comments marked deleted again. */
export function restoreAdminComments(http: HttpClient, ids: readonly number[]): Promise<Acknowledgement> {
  return http.post(
    `${ADMIN_COMMENTS_RESOURCE}/restore`,
    { commentIds: [...ids] },
    { schema: acknowledgementSchema, callName: 'POST admin/comments/restore' },
  );
}
