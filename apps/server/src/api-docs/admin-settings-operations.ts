import {
  adminSettingsResponseSchema,
  clearCachesResponseSchema,
  updateAdminSettingsPayloadSchema,
} from '@tonearm/client/contract';
import type { ApiOperation } from './api-operations';

const tag = 'Admin: settings';

/** The settings panels (`/admin/settings/*`): every call needs `admin.access` and `settings.update`. */
export const ADMIN_SETTINGS_OPERATIONS: ApiOperation[] = [
  {
    tag,
    access: { permission: 'settings.update' },
    method: 'get',
    path: '/api/v1/admin/settings',
    summary:
      "Every panel key's value (secrets only as set or not), the keys the environment locks, the job runner, channels and themes",
    response: adminSettingsResponseSchema,
  },
  {
    tag,
    access: { permission: 'settings.update' },
    method: 'put',
    path: '/api/v1/admin/settings',
    summary:
      'Store the changed keys only; a mail server or bucket they name is tried first, and a failure is a 422 on its field',
    body: updateAdminSettingsPayloadSchema,
    response: adminSettingsResponseSchema,
  },
  {
    tag,
    access: { permission: 'settings.update' },
    method: 'post',
    path: '/api/v1/admin/settings/cache/clear',
    summary: "Empty the server's caches (the admin reports)",
    response: clearCachesResponseSchema,
  },
];
