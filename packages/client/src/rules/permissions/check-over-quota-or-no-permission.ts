import { hasPermission } from './has-permission';
import { restrictionValue } from './restriction-value';
import type { PermissionViewer } from './viewer-permissions';

/** What to check: a permission, one of its restrictions, and how many of the restricted things exist now. */
export interface QuotaQuery {
  /** Permission name, e.g. `'playlists.create'`. */
  permission: string;
  /** Restriction name on that permission, e.g. `'count'`. */
  restriction: string;
  /** How many the viewer already has. */
  currentCount: number;
}

/** The combined check of doc 000 §6. */
export interface QuotaCheck {
  /** The current count is at or above the restriction's value. */
  overQuota: boolean;
  /** The viewer does not hold the permission at all. */
  noPermission: boolean;
  overQuotaOrNoPermission: boolean;
}

/**
 * Checks a permission together with one of its restrictions: at or above the restriction's value the viewer is
 * over quota; a restriction without a value never is.
 */
export function checkOverQuotaOrNoPermission(viewer: PermissionViewer, query: QuotaQuery): QuotaCheck {
  const noPermission = !hasPermission(viewer, query.permission);
  const limit = restrictionValue(viewer, query.permission, query.restriction);
  const overQuota = limit !== null && query.currentCount >= limit;
  return { overQuota, noPermission, overQuotaOrNoPermission: overQuota || noPermission };
}
