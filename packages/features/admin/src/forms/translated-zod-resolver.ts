import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

/** Words every message of an error tree in the interface's language, leaving its shape as react-hook-form reads it. */
function translateErrors(node: unknown, translate: (message: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => translateErrors(item, translate));
  if (typeof node !== 'object' || node === null) return node;
  const translated: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    // `ref` is the field's element, handed back untouched.
    translated[key] =
      key === 'message' && typeof value === 'string'
        ? translate(value)
        : key === 'ref'
          ? value
          : translateErrors(value, translate);
  }
  return translated;
}

/**
 * A react-hook-form resolver that checks the form's values with `schema` (through `@hookform/resolvers`) and words
 * each message with `translate`. The form keeps its values as typed: the payload functions shape what is sent.
 */
export function translatedZodResolver<T extends FieldValues>(
  // The schema may check only some of the fields: the others are the form's own (switches, lists it manages).
  schema: z.ZodMiniType<unknown, FieldValues>,
  translate: (message: string) => string,
): Resolver<T> {
  const resolve = zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<T>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    return Object.keys(result.errors).length === 0
      ? result
      : { values: {}, errors: translateErrors(result.errors, translate) as FieldErrors<T> };
  };
}
