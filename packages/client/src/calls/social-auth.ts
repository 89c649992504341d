import {
  type Acknowledgement,
  acknowledgementSchema,
  type BootstrapDataResponse,
  bootstrapDataResponseSchema,
  type SocialConnectPayload,
  type SocialService,
} from '../contract';
import type { HttpClient } from '../core/types';
import { pathSegment } from './path-segment';

/** Address the sign-in popup opens (`GET secure/auth/social/{service}/login`); its result arrives by message. */
export function socialLoginPopupUrl(http: HttpClient, service: SocialService): string {
  return http.url(`secure/auth/social/${pathSegment(service)}/login`);
}

/** Address the popup opens to link a service to the signed-in account (`GET secure/auth/social/{service}/connect`). */
export function socialConnectPopupUrl(http: HttpClient, service: SocialService): string {
  return http.url(`secure/auth/social/${pathSegment(service)}/connect`);
}

/** `POST secure/auth/social/connect`: links the social account to the existing account with the same email. */
export function connectSocialAccount(
  http: HttpClient,
  body: SocialConnectPayload,
): Promise<BootstrapDataResponse> {
  return http.post('secure/auth/social/connect', body, {
    schema: bootstrapDataResponseSchema,
    callName: 'POST secure/auth/social/connect',
  });
}

/** `POST secure/auth/social/{service}/disconnect`. */
export function disconnectSocialAccount(http: HttpClient, service: SocialService): Promise<Acknowledgement> {
  return http.post(`secure/auth/social/${pathSegment(service)}/disconnect`, undefined, {
    schema: acknowledgementSchema,
    callName: 'POST secure/auth/social/{service}/disconnect',
  });
}
