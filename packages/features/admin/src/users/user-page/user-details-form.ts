import type { AdminUser, UpdateAdminUserPayload } from '@tonearm/client/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';

/** What the details tab's form holds; roles as strings, as a checkbox group keeps them. */
export interface UserDetailsValues {
  first_name: string;
  last_name: string;
  email: string;
  email_verified: boolean;
  roles: string[];
}

export function userDetailsValues(user: AdminUser): UserDetailsValues {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    email: user.email,
    email_verified: user.email_verified_at !== null,
    roles: user.roles.map((role) => String(role.id)),
  };
}

/** The body of `PUT admin/users/{id}` for the form's values. */
export function userDetailsPayload(values: UserDetailsValues): UpdateAdminUserPayload {
  return {
    first_name: values.first_name.trim() === '' ? null : values.first_name.trim(),
    last_name: values.last_name.trim() === '' ? null : values.last_name.trim(),
    email: values.email.trim(),
    email_verified: values.email_verified,
    roles: values.roles.map(Number),
  };
}

const emailSchema = z.email();

/** Checks the names' length and the email before anything is sent. */
export function userDetailsResolver(translate: (message: string) => string): Resolver<UserDetailsValues> {
  return async (values) => {
    const errors: FieldErrors<UserDetailsValues> = {};
    for (const field of ['first_name', 'last_name'] as const) {
      if (values[field].trim().length > 100) {
        errors[field] = { type: 'validation', message: translate('At most 100 characters.') };
      }
    }
    if (!emailSchema.safeParse(values.email.trim()).success) {
      errors.email = { type: 'validation', message: translate('Enter a valid email address.') };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
