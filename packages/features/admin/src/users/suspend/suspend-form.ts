import type { SuspendUserPayload } from '@tonearm/client/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the suspend dialog's form holds. */
export interface SuspendFormValues {
  /** For good (the default), or until `until`. */
  permanent: boolean;
  /** `YYYY-MM-DD`, the first day the user may sign in again. */
  until: string;
  reason: string;
}

export const MAX_SUSPENSION_REASON = 250;
export const EMPTY_SUSPEND_FORM: SuspendFormValues = { permanent: true, until: '', reason: '' };

/** The start of the day `until` names, in the admin's own timezone. */
function startOfDay(date: string): Date {
  return new Date(`${date}T00:00:00`);
}

/** The body of `POST admin/users/{id}/suspend` for the form's values. */
export function suspendPayload(values: SuspendFormValues): SuspendUserPayload {
  const reason = values.reason.trim();
  return {
    until: values.permanent ? null : startOfDay(values.until).toISOString(),
    reason: reason === '' ? null : reason,
  };
}

/** Checks the form before anything is sent; `translate` words each message in the interface's language. */
export function suspendFormResolver(
  translate: (message: string) => string,
  now: () => Date = () => new Date(),
): Resolver<SuspendFormValues> {
  return async (values) => {
    const errors: FieldErrors<SuspendFormValues> = {};
    if (!values.permanent) {
      const until = startOfDay(values.until);
      if (values.until === '' || Number.isNaN(until.getTime())) {
        errors.until = { type: 'required', message: translate('Choose the day the suspension ends.') };
      } else if (until <= now()) {
        errors.until = { type: 'validation', message: translate('The suspension must end in the future.') };
      }
    }
    if (values.reason.trim().length > MAX_SUSPENSION_REASON) {
      errors.reason = {
        type: 'validation',
        message: translate('The reason may be at most 250 characters.'),
      };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
