import type { CreateAdminUserPayload } from '@tonearm/client/contract';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { translatedZodResolver } from '../../forms/translated-zod-resolver';

/** What the create dialog's form holds; roles as strings, as a checkbox group keeps them. */
export interface CreateUserValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  roles: string[];
  email_verified: boolean;
}

/** The server's shortest password (`MIN_PASSWORD_LENGTH`). */
export const MIN_PASSWORD_LENGTH = 8;

export const EMPTY_CREATE_USER: CreateUserValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  roles: [],
  email_verified: true,
};

const createUserSchema = z.object({
  first_name: z.string().check(z.maxLength(100, 'At most 100 characters.')),
  last_name: z.string().check(z.maxLength(100, 'At most 100 characters.')),
  email: z.pipe(z.string().check(z.trim()), z.email('Enter a valid email address.')),
  password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, 'The password must be at least 8 characters.')),
});

/** Checks the form before anything is sent; `translate` words each message in the interface's language. */
export const createUserResolver = (translate: (message: string) => string): Resolver<CreateUserValues> =>
  translatedZodResolver<CreateUserValues>(createUserSchema, translate);

/** The body of `POST admin/users`; no role chosen gives the site's default roles. */
export function createUserPayload(values: CreateUserValues): CreateAdminUserPayload {
  return {
    first_name: values.first_name.trim() === '' ? null : values.first_name.trim(),
    last_name: values.last_name.trim() === '' ? null : values.last_name.trim(),
    email: values.email.trim(),
    password: values.password,
    ...(values.roles.length > 0 ? { roles: values.roles.map(Number) } : {}),
    email_verified: values.email_verified,
  };
}
