import type * as z from 'zod';

/**
 * Laravel-style messages for zod issues that carry no message of their own. `:attribute` is filled in with the
 * field name once the issue's full path is known.
 */
export const validationMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') {
        return 'The :attribute field is required.';
      }
      return `The :attribute field must be ${typeNoun(issue.expected)}.`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 && !issue.exact
          ? 'The :attribute field is required.'
          : `The :attribute field must be ${issue.exact ? '' : 'at least '}${issue.minimum} characters.`;
      }
      if (issue.origin === 'array') return `The :attribute field must have at least ${issue.minimum} items.`;
      return `The :attribute field must be at least ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') {
        return `The :attribute field must not be greater than ${issue.maximum} characters.`;
      }
      if (issue.origin === 'array')
        return `The :attribute field must not have more than ${issue.maximum} items.`;
      if (issue.origin === 'file')
        return `The :attribute field must not be greater than ${issue.maximum} bytes.`;
      return `The :attribute field must not be greater than ${issue.maximum}.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'The :attribute field must be a valid email address.';
      if (issue.format === 'url') return 'The :attribute field must be a valid URL.';
      return 'The :attribute field format is invalid.';
    case 'invalid_value':
      return 'The selected :attribute is invalid.';
    case 'unrecognized_keys':
      return `Unknown fields: ${issue.keys.join(', ')}.`;
    default:
      return 'The :attribute field is invalid.';
  }
};

function typeNoun(expected: string): string {
  switch (expected) {
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    case 'int':
      return 'an integer';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'an array';
    case 'object':
      return 'an object';
    case 'file':
      return 'a file';
    default:
      return `of type ${expected}`;
  }
}

/** `password_confirmation` becomes `password confirmation`, `ids.2` becomes `ids.2`. */
export function attributeName(path: readonly PropertyKey[]): string {
  const last = path.at(-1);
  if (last === undefined) return 'input';
  return String(last).replaceAll('_', ' ');
}
