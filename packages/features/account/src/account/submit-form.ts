import { isValidationError } from '@tonearm/client';
import { showRequestError } from '@tonearm/shell';
import { applyServerErrors } from '@tonearm/ui';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Reports a failed form submission (doc 000 §5, §8): a 422's field errors go on the matching fields, the first one
 * focused; anything else, or field errors the form has no field for, shows the generic error notice.
 */
export function reportFormError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'control'>,
  error: unknown,
): void {
  if (isValidationError(error) && applyServerErrors(form, error.fieldErrors()).applied.length > 0) return;
  showRequestError(error);
}
