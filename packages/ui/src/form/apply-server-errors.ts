import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** The server's field errors: a field name mapped to a message or a list of messages. */
export type ServerFieldErrors = Readonly<Record<string, string | readonly string[]>>;

export interface ServerErrorsResult {
  /** The fields that received an error, in form order; the first one has focus. */
  applied: string[];
  /** Errors for names the form has no field for, with their first message, for a generic notice. */
  unmatched: Record<string, string>;
}

function firstMessage(message: string | readonly string[]): string | undefined {
  return typeof message === 'string' ? message : message[0];
}

/**
 * Puts server field errors on the matching fields of a react-hook-form form (with `setError`, type `server`) and
 * focuses the first of them in form order. A field shows the first message of a list. Names without a field are
 * returned in `unmatched`, so the caller can show a generic notice when nothing matched.
 */
export function applyServerErrors<TFieldValues extends FieldValues>(
  form: Pick<UseFormReturn<TFieldValues>, 'setError' | 'control'>,
  errors: ServerFieldErrors | null | undefined,
): ServerErrorsResult {
  const result: ServerErrorsResult = { applied: [], unmatched: {} };
  if (!errors) return result;
  // react-hook-form keeps the mounted field names in mount order, which is the order of the fields on the page.
  const fieldNames = [...form.control._names.mount];
  for (const name of fieldNames) {
    const messages = errors[name];
    const message = messages === undefined ? undefined : firstMessage(messages);
    if (message === undefined) continue;
    form.setError(
      name as FieldPath<TFieldValues>,
      { type: 'server', message },
      { shouldFocus: result.applied.length === 0 },
    );
    result.applied.push(name);
  }
  for (const [name, messages] of Object.entries(errors)) {
    const message = firstMessage(messages);
    if (!fieldNames.includes(name) && message !== undefined) result.unmatched[name] = message;
  }
  return result;
}
