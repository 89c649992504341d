import type {
  CatalogPermission,
  GrantedPermissionValue,
  PermissionGroup,
  RestrictionDefinition,
} from '@tonearm/client/contract';

/** A restriction's value as first granted: a limit starts unlimited (`null`), a yes/no starts at no (`0`). */
export function initialRestrictionValue(definition: RestrictionDefinition): number | null {
  return definition.type === 'boolean' ? 0 : null;
}

/** `value` with `permission` granted (with its restrictions at their first values) or taken away. */
export function toggleGrant(
  value: readonly GrantedPermissionValue[],
  permission: CatalogPermission,
  granted: boolean,
): GrantedPermissionValue[] {
  const others = value.filter((grant) => grant.name !== permission.name);
  if (!granted) return others;
  return [
    ...others,
    {
      name: permission.name,
      restrictions: permission.restrictions.map((definition) => ({
        name: definition.name,
        value: initialRestrictionValue(definition),
      })),
    },
  ];
}

/** `value` with one restriction of a granted permission set; other grants stay as they are. */
export function setRestriction(
  value: readonly GrantedPermissionValue[],
  permissionName: string,
  restrictionName: string,
  restrictionValue: number | null,
): GrantedPermissionValue[] {
  return value.map((grant) => {
    if (grant.name !== permissionName) return grant;
    const others = grant.restrictions.filter((restriction) => restriction.name !== restrictionName);
    return { ...grant, restrictions: [...others, { name: restrictionName, value: restrictionValue }] };
  });
}

/** The value a granted permission gives one of its restrictions; a restriction left out is at its first value. */
export function restrictionValueOf(
  grant: GrantedPermissionValue,
  definition: RestrictionDefinition,
): number | null {
  const found = grant.restrictions.find((restriction) => restriction.name === definition.name);
  return found === undefined ? initialRestrictionValue(definition) : found.value;
}

/** The groups and permissions whose name, title or description contain `text` (any case); all when it is blank. */
export function filterCatalogue(groups: readonly PermissionGroup[], text: string): PermissionGroup[] {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return [...groups];
  return groups.flatMap((group) => {
    const permissions = group.permissions.filter((permission) =>
      [permission.name, permission.display_name, permission.description, group.name].some((field) =>
        field.toLocaleLowerCase().includes(needle),
      ),
    );
    return permissions.length > 0 ? [{ ...group, permissions }] : [];
  });
}

/** A limit as typed: empty is unlimited, digits are a whole number, anything else is not a limit. */
export function parseLimit(text: string): { valid: true; value: number | null } | { valid: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { valid: true, value: null };
  if (!/^\d{1,15}$/.test(trimmed)) return { valid: false };
  return { valid: true, value: Number(trimmed) };
}

/** A group's name as a title: `custom_pages` → `Custom pages`. */
export function groupTitle(name: string): string {
  const words = name
    .replace(/[_.-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
