import { RECOVERY_CODE_LENGTH, TWO_FACTOR_CODE_LENGTH } from '@tonearm/client/contract';
import type { Translate } from '@tonearm/shell';

// Client-side messages use the server's wording, so a field reads the same whichever side caught the mistake.
// Each message is a whole line passed to `trans` where it is written, so the translate screen lists it.

/** A field that must be filled, with its `The … field is required.` message. */
export function required(message: string) {
  return { value: true, message } as const;
}

/** A required field of exactly `length` characters (the two-factor and recovery codes, doc 000 §5). */
function exactLength(requiredMessage: string, lengthMessage: string, length: number) {
  return {
    required: required(requiredMessage),
    minLength: { value: length, message: lengthMessage },
    maxLength: { value: length, message: lengthMessage },
  } as const;
}

/** The 6-character code from the authenticator application. */
export function twoFactorCodeRules(trans: Translate) {
  return exactLength(
    trans('The code field is required.'),
    trans('The code field must be :length characters.', { length: TWO_FACTOR_CODE_LENGTH }),
    TWO_FACTOR_CODE_LENGTH,
  );
}

/** One of the 21-character emergency recovery codes. */
export function recoveryCodeRules(trans: Translate) {
  return exactLength(
    trans('The recovery code field is required.'),
    trans('The recovery code field must be :length characters.', { length: RECOVERY_CODE_LENGTH }),
    RECOVERY_CODE_LENGTH,
  );
}

/** A policy checkbox that must be ticked, with its `The … must be accepted.` message. */
export function mustAccept(message: string) {
  return { validate: (value: unknown) => value === true || message } as const;
}
