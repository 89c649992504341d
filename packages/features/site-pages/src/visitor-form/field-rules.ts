import type { Translate } from '@tonearm/shell';
import * as z from 'zod/mini';

// Messages use the server's wording, so a field reads the same whichever side caught the mistake.

/** The longest message the server stores. */
export const MESSAGE_MAX_LENGTH = 5000;

/** The visitor forms' field rules, their messages in the visitor's language. */
export function visitorFieldRules(trans: Translate) {
  return {
    /**
     * `The :attribute field is required.`, refusing text that is only spaces as the server does; `attribute` is
     * the field's name, already translated.
     */
    required(attribute: string) {
      const message = trans('The :attribute field is required.', { attribute });
      return {
        required: { value: true, message },
        validate: { filled: (value: unknown) => typeof value !== 'string' || value.trim() !== '' || message },
      } as const;
    },
    /** An email address, valid by the same rule the server applies. */
    emailAddress(value: unknown): true | string {
      if (typeof value !== 'string' || value.trim() === '') return true;
      return (
        z.email().safeParse(value.trim()).success || trans('The email field must be a valid email address.')
      );
    },
    /** At most `MESSAGE_MAX_LENGTH` characters. */
    messageLength: {
      value: MESSAGE_MAX_LENGTH,
      message: trans('The message field must not be greater than :max characters.', {
        max: MESSAGE_MAX_LENGTH,
      }),
    },
  };
}
