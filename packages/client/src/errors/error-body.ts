import { type ErrorBody, errorBodySchema } from '../contract/error-payload';

function nonEmpty(text: unknown): string | undefined {
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/**
 * Reads `{message, errors, action}` out of any parsed error body, keeping each part that has the right shape and
 * dropping the others, so one odd field never hides the server's message. An empty message counts as none.
 */
export function readErrorBody(json: unknown): ErrorBody {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
  const record = json as Record<string, unknown>;
  const body: ErrorBody = {};
  const message = nonEmpty(record.message);
  const errors = errorBodySchema.shape.errors.safeParse(record.errors).data;
  const action = errorBodySchema.shape.action.safeParse(record.action).data;
  if (message !== undefined) body.message = message;
  if (errors !== undefined) body.errors = errors;
  if (action !== undefined) body.action = action;
  return body;
}
