import type { Context } from 'hono';
import { notFound } from '../http/errors';

/** A numeric id from the path; anything else names nothing, so it is a 404 rather than a validation error. */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
}
