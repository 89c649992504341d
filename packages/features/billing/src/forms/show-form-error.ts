import { isValidationError } from '@tonearm/client';
import { showRequestError } from '@tonearm/shell';
import { applyServerErrors } from '@tonearm/ui';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** Puts a refused submission's field errors on the form (doc 000 §5); anything else gets the generic notice. */
export function showFormError<TFieldValues extends FieldValues>(
  form: Pick<UseFormReturn<TFieldValues>, 'setError' | 'control'>,
  error: unknown,
): void {
  if (isValidationError(error) && applyServerErrors(form, error.fieldErrors()).applied.length > 0) return;
  showRequestError(error);
}
