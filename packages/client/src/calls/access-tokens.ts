import {
  type Acknowledgement,
  acknowledgementSchema,
  type CreateAccessTokenPayload,
  type NewAccessTokenResponse,
  newAccessTokenResponseSchema,
} from '../contract';
import type { HttpClient } from '../core/types';
import { pathSegment } from './path-segment';

/** `POST access-tokens`: answers with the new token and its plain text, shown once. */
export function createAccessToken(
  http: HttpClient,
  body: CreateAccessTokenPayload,
): Promise<NewAccessTokenResponse> {
  return http.post('access-tokens', body, {
    schema: newAccessTokenResponseSchema,
    callName: 'POST access-tokens',
  });
}

/** `DELETE access-tokens/{id}`. */
export function deleteAccessToken(http: HttpClient, id: number): Promise<Acknowledgement> {
  return http.delete(`access-tokens/${pathSegment(id)}`, {
    schema: acknowledgementSchema,
    callName: 'DELETE access-tokens/{id}',
  });
}
