import { type AdminAds, type AdminAdsResponse, adminAdsResponseSchema } from '../../contract';
import type { HttpClient } from '../../core/types';

/** `GET admin/ads`: each slot's snippet and whether ads are off. */
export function getAdminAds(http: HttpClient): Promise<AdminAdsResponse> {
  return http.get('admin/ads', { schema: adminAdsResponseSchema, callName: 'GET admin/ads' });
}

/** `PUT admin/ads`: stores every slot's snippet and the switch at once. */
export function updateAdminAds(http: HttpClient, body: AdminAds): Promise<AdminAdsResponse> {
  return http.put('admin/ads', body, { schema: adminAdsResponseSchema, callName: 'PUT admin/ads' });
}
