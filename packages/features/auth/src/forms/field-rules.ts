import { RECOVERY_CODE_LENGTH, TWO_FACTOR_CODE_LENGTH } from '@tonearm/client/contract';

// Client-side messages use the server's wording, so a field reads the same whichever side caught the mistake.

/** `The :attribute field is required.` */
export function required(attribute: string) {
  return { value: true, message: `The ${attribute} field is required.` } as const;
}

/** A required field of exactly `length` characters (the two-factor and recovery codes, doc 000 §5). */
export function exactLength(attribute: string, length: number) {
  const message = `The ${attribute} field must be ${length} characters.`;
  return {
    required: required(attribute),
    minLength: { value: length, message },
    maxLength: { value: length, message },
  } as const;
}

export const twoFactorCodeRules = exactLength('code', TWO_FACTOR_CODE_LENGTH);
export const recoveryCodeRules = exactLength('recovery code', RECOVERY_CODE_LENGTH);

/** A policy checkbox that must be ticked. */
export function mustAccept(name: string) {
  return { validate: (value: unknown) => value === true || `The ${name} must be accepted.` } as const;
}
