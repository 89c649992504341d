import { type PermissionViewer, viewerPermissions } from './viewer-permissions';

/**
 * The limit a restriction puts on one of the viewer's permissions, or `null` when the permission carries no such
 * restriction or the restriction has no value (no limit). Numeric strings are read as numbers.
 */
export function restrictionValue(
  viewer: PermissionViewer,
  permission: string,
  restriction: string,
): number | null {
  const grant = viewerPermissions(viewer).find((candidate) => candidate.name === permission);
  const value = grant?.restrictions?.find((candidate) => candidate.name === restriction)?.value;
  if (value === null || value === undefined || value === '') return null;
  const limit = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(limit) ? limit : null;
}
