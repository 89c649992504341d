import { isValidationError } from '@tonearm/client';
import { showRequestError } from '@tonearm/shell';
import { applyServerErrors } from '@tonearm/ui';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Puts a failed submission's field errors on the form, focusing the first (doc 000 §5); an answer with no error
 * for any field on the form gets the generic notice or the error dialog instead.
 */
export function showFormError<TFieldValues extends FieldValues>(
  form: Pick<UseFormReturn<TFieldValues>, 'setError' | 'control'>,
  error: unknown,
): void {
  if (isValidationError(error) && applyServerErrors(form, error.fieldErrors()).applied.length > 0) return;
  showRequestError(error);
}
