import * as z from 'zod/mini';

// Messages use the server's wording, so a field reads the same whichever side caught the mistake.

/** The longest message the server stores. */
export const MESSAGE_MAX_LENGTH = 5000;

/** `The :attribute field is required.`, refusing text that is only spaces as the server does. */
export function required(attribute: string) {
  const message = `The ${attribute} field is required.`;
  return {
    required: { value: true, message },
    validate: { filled: (value: unknown) => typeof value !== 'string' || value.trim() !== '' || message },
  } as const;
}

/** An email address, valid by the same rule the server applies. */
export function emailAddress(value: unknown): true | string {
  if (typeof value !== 'string' || value.trim() === '') return true;
  return z.email().safeParse(value.trim()).success || 'The email field must be a valid email address.';
}

/** At most `MESSAGE_MAX_LENGTH` characters. */
export const messageLength = {
  value: MESSAGE_MAX_LENGTH,
  message: `The message field must not be greater than ${MESSAGE_MAX_LENGTH} characters.`,
} as const;
