import { isValidationError } from '@tonearm/client';
import { showRequestError } from '@tonearm/shell';
import { applyServerErrors } from '@tonearm/ui';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Puts a refused submission's field errors on the form, focusing the first (doc 000 §5); any other failure goes
 * to the generic form-error handler (doc 001 §5, §8).
 */
export function showFormError<TFieldValues extends FieldValues>(
  form: Pick<UseFormReturn<TFieldValues>, 'setError' | 'control'>,
  error: unknown,
): void {
  if (isValidationError(error) && applyServerErrors(form, error.fieldErrors()).applied.length > 0) return;
  showRequestError(error);
}
