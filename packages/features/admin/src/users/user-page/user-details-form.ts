import type { AdminUser, UpdateAdminUserPayload } from '@tonearm/client/contract';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { translatedZodResolver } from '../../forms/translated-zod-resolver';

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

const nameSchema = z.string().check(z.trim(), z.maxLength(100, 'At most 100 characters.'));
const userDetailsSchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  email: z.pipe(z.string().check(z.trim()), z.email('Enter a valid email address.')),
});

/** Checks the names' length and the email before anything is sent. */
export const userDetailsResolver = (translate: (message: string) => string): Resolver<UserDetailsValues> =>
  translatedZodResolver<UserDetailsValues>(userDetailsSchema, translate);
