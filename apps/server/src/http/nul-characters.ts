import { createMiddleware } from 'hono/factory';
import { ValidationError } from './errors';

const NUL = '\u0000';
export const NUL_IN_ADDRESS = 'The address must not contain a NUL character.';

/** The message for a body field (or name) carrying NUL, which PostgreSQL text cannot hold. */
export function nulInFieldMessage(field: string): string {
  return `The ${field} field must not contain a NUL character.`;
}

/**
 * The first place in a parsed JSON value where a string or a name holds NUL, as a dotted path, or `null`. Text with
 * NUL would reach the database and fail there as a server error.
 */
export function nulPathIn(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path || 'body' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [name, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${name}` : name;
    if (name.includes(NUL)) return itemPath.replaceAll(NUL, '');
    const found = nulPathIn(item, itemPath);
    if (found !== null) return found;
  }
  return null;
}

/** Refuses a path or query carrying NUL (`%00`) with 422 before any route reads it. */
export function refuseNulInAddress() {
  return createMiddleware(async (c, next) => {
    const url = new URL(c.req.url);
    if (/%00/i.test(url.pathname + url.search) || (url.pathname + url.search).includes(NUL)) {
      throw new ValidationError({ address: [NUL_IN_ADDRESS] });
    }
    return next();
  });
}
