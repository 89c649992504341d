import { ADMIN_ROLES_OPERATIONS } from './admin-roles-operations';
import type { ApiOperation } from './api-operations';

/**
 * The admin area's operations (doc 001 §2 Admin), one list per section so each stays readable; every one needs
 * `admin.access` and its section's permission.
 */
export const ADMIN_OPERATIONS: ApiOperation[] = [...ADMIN_ROLES_OPERATIONS];
