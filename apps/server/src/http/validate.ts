import * as z from 'zod';
import { type FieldErrors, ValidationError } from './errors';
import { nulInFieldMessage, nulPathIn } from './nul-characters';
import { attributeName, validationMessages } from './validation-messages';

/** A NUL character anywhere in `input`, names included, as a 422: PostgreSQL text cannot hold one. */
function refuseNul(input: unknown): void {
  const nul = nulPathIn(input);
  if (nul !== null) throw new ValidationError({ [nul]: [nulInFieldMessage(nul)] });
}

/**
 * Parses `input` with `schema`, or throws a 422 whose `errors` map holds Laravel-style messages per field. Input of
 * any origin is checked for NUL characters here (JSON bodies were already; form and multipart fields too).
 */
export function validate<S extends z.core.$ZodType>(schema: S, input: unknown): z.infer<S> {
  refuseNul(input);
  const result = z.safeParse(schema, input, { error: validationMessages });
  if (result.success) return result.data;
  throw new ValidationError(fieldErrors(result.error));
}

export async function validateAsync<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
): Promise<z.infer<S>> {
  refuseNul(input);
  const result = await z.safeParseAsync(schema, input, { error: validationMessages });
  if (result.success) return result.data;
  throw new ValidationError(fieldErrors(result.error));
}

export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  // A Map, not an object: a field named `constructor` or `toString` would otherwise find the object's own methods.
  const errors = new Map<string, string[]>();
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'input';
    const message = issue.message.replaceAll(':attribute', attributeName(issue.path));
    const list = errors.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    errors.set(field, list);
  }
  return Object.fromEntries(errors);
}
