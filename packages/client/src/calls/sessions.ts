import {
  type Acknowledgement,
  acknowledgementSchema,
  type LogoutOtherSessionsPayload,
  type SessionListResponse,
  sessionListResponseSchema,
} from '../contract';
import type { HttpClient } from '../core/types';

/** `GET user-sessions`: the devices signed in to the account. */
export function getUserSessions(http: HttpClient): Promise<SessionListResponse> {
  return http.get('user-sessions', { schema: sessionListResponseSchema, callName: 'GET user-sessions' });
}

/** `POST user-sessions/logout-other`: signs out every other device. */
export function logoutOtherSessions(
  http: HttpClient,
  body: LogoutOtherSessionsPayload,
): Promise<Acknowledgement> {
  return http.post('user-sessions/logout-other', body, {
    schema: acknowledgementSchema,
    callName: 'POST user-sessions/logout-other',
  });
}
