import {
  type OutgoingEmailLogResponse,
  type OutgoingEmailPreview,
  outgoingEmailLogResponseSchema,
  outgoingEmailPreviewSchema,
} from '../../contract';
import type { HttpClient } from '../../core/types';
import type { ListQuery } from '../../rules/list-query/list-query';
import { listQueryParams } from './admin-lists';

/** The resource of the outgoing email log. */
export const OUTGOING_EMAIL_LOG_RESOURCE = 'logs/outgoing-email';

/** `GET logs/outgoing-email`: one page of the mails the site sent (filters `status`, `created_at`). */
export function getOutgoingEmailLog(http: HttpClient, query: ListQuery): Promise<OutgoingEmailLogResponse> {
  return http.get(OUTGOING_EMAIL_LOG_RESOURCE, {
    params: listQueryParams(query),
    schema: outgoingEmailLogResponseSchema,
    callName: 'GET logs/outgoing-email',
  });
}

/** `GET logs/outgoing-email/{id}/preview`: one mail's text with its secrets redacted. */
export function getOutgoingEmailPreview(http: HttpClient, id: number): Promise<OutgoingEmailPreview> {
  return http.get(`${OUTGOING_EMAIL_LOG_RESOURCE}/${id}/preview`, {
    schema: outgoingEmailPreviewSchema,
    callName: 'GET logs/outgoing-email/{id}/preview',
  });
}
