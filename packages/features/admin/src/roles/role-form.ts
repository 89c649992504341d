import type { AdminRole, GrantedPermissionValue, RolePayload } from '@tonearm/client/contract';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { translatedZodResolver } from '../forms/translated-zod-resolver';

/** What the role editor's form holds. */
export interface RoleFormValues {
  name: string;
  description: string;
  default: boolean;
  guests: boolean;
  permissions: GrantedPermissionValue[];
}

export const MAX_ROLE_NAME = 100;
export const MAX_ROLE_DESCRIPTION = 500;

const roleFormSchema = z.object({
  name: z.string().check(
    z.refine((name) => name.trim() !== '', { message: 'The name field is required.' }),
    z.maxLength(MAX_ROLE_NAME, `The name may be at most ${MAX_ROLE_NAME} characters.`),
  ),
  description: z
    .string()
    .check(
      z.maxLength(MAX_ROLE_DESCRIPTION, `The description may be at most ${MAX_ROLE_DESCRIPTION} characters.`),
    ),
});

/** A new role: nothing granted, neither the default nor the guests role. */
export const EMPTY_ROLE_FORM: RoleFormValues = {
  name: '',
  description: '',
  default: false,
  guests: false,
  permissions: [],
};

/** The form's values for a role the server sent. */
export function roleFormValues(role: AdminRole): RoleFormValues {
  return {
    name: role.name,
    description: role.description ?? '',
    default: role.default,
    guests: role.guests,
    permissions: role.permissions,
  };
}

/** The body of `POST admin/roles` or `PUT admin/roles/{id}` for the form's values. */
export function rolePayload(values: RoleFormValues): RolePayload {
  return {
    name: values.name.trim(),
    description: values.description.trim() === '' ? null : values.description.trim(),
    default: values.default,
    guests: values.guests,
    permissions: values.permissions,
  };
}

/** Checks the details before anything is sent; `translate` words each message in the interface's language. */
export const roleFormResolver = (translate: (message: string) => string): Resolver<RoleFormValues> =>
  translatedZodResolver<RoleFormValues>(roleFormSchema, translate);

/**
 * The server's field errors keyed as the form's fields are: an error about one permission or restriction
 * (`permissions.3.restrictions.0.value`) belongs to the permission editor as a whole.
 */
export function roleServerErrors(
  errors: Readonly<Record<string, string | readonly string[]>>,
): Record<string, string[]> {
  const keyed: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const key = field.startsWith('permissions.') ? 'permissions' : field;
    keyed[key] = [...(keyed[key] ?? []), ...(typeof messages === 'string' ? [messages] : messages)];
  }
  return keyed;
}
