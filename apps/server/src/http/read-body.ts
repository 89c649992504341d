import type { Context } from 'hono';
import { badRequest, ValidationError } from './errors';
import { nulInFieldMessage, nulPathIn } from './nul-characters';

/**
 * The request body as a plain value: JSON, or the fields of a form. A body that is absent or of another type reads
 * as `{}`, so validation reports the missing fields instead of a parse failure.
 */
export async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type')?.toLowerCase() ?? '';
  if (type.includes('application/json') || type.includes('+json')) {
    const text = await c.req.text();
    if (text.trim() === '') return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw badRequest('The request body is not valid JSON.');
    }
    const nul = nulPathIn(parsed);
    if (nul !== null) throw new ValidationError({ [nul]: [nulInFieldMessage(nul)] });
    return parsed;
  }
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    try {
      return await c.req.parseBody({ all: true, dot: false });
    } catch {
      throw badRequest('The request body is not a valid form.');
    }
  }
  return {};
}
