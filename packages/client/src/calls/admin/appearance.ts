import {
  type AppearancePayload,
  type AppearanceValuesResponse,
  appearanceValuesResponseSchema,
} from '../../contract';
import type { HttpClient } from '../../core/types';

/** `GET admin/appearance/values`: the site's branding and themes as visitors get them, and the default colours. */
export function getAppearanceValues(http: HttpClient): Promise<AppearanceValuesResponse> {
  return http.get('admin/appearance/values', {
    schema: appearanceValuesResponseSchema,
    callName: 'GET admin/appearance/values',
  });
}

/** `POST admin/appearance`: stores every change of the appearance editor in one call; 422 names each refused field. */
export function saveAppearance(http: HttpClient, body: AppearancePayload): Promise<AppearanceValuesResponse> {
  return http.post('admin/appearance', body, {
    schema: appearanceValuesResponseSchema,
    callName: 'POST admin/appearance',
  });
}
