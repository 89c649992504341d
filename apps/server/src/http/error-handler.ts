import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type AppBindings, type AppServices, visitorUserId } from '../app-context';
import { buildDebugTrace } from '../logging/debug-trace';
import { HttpError, payloadTooLarge, ValidationError } from './errors';

/** Message of a 500 answer; details go to the error log, and to the answer only with APP_DEBUG. */
export const SERVER_ERROR_MESSAGE = 'Server Error';

/**
 * Turns anything a handler throws into the product's error answers: `HttpError`s as `{message, ...}` with their
 * status, anything else as a logged 500 that carries the debug trace when APP_DEBUG is on.
 */
export function errorHandler(services: Pick<AppServices, 'env' | 'errorLog' | 'now'>, projectRoot: string) {
  return async (error: Error, c: Context<AppBindings>): Promise<Response> => {
    const known = asHttpError(error);
    // 419 is Laravel's own status, missing from Hono's list of known ones.
    if (known) return c.json(known.body(), known.status as ContentfulStatusCode, known.headers);

    let visitor: AppBindings['Variables']['visitor'] | undefined;
    try {
      visitor = c.get('visitor');
    } catch {
      visitor = undefined;
    }
    const context = { method: c.req.method, url: c.req.url, userId: visitor ? visitorUserId(visitor) : null };
    await services.errorLog.record(error, context, services.now()).catch((logFailure: unknown) => {
      console.error('Could not write the error log:', logFailure);
    });
    console.error(error);
    if (!services.env.APP_DEBUG) return c.json({ message: SERVER_ERROR_MESSAGE }, 500);
    return c.json(buildDebugTrace(error, projectRoot), 500);
  };
}

/**
 * PostgreSQL's classes of data a request sent that the database could not take: a number out of range, text that
 * is no number, a NUL character, a date that is none. Every route checks its input first; these are what slipped
 * past, and they are the sender's mistake, not the server's.
 */
const BAD_INPUT_SQLSTATES = new Set(['22003', '22P02', '22021', '22007', '22008', '54000']);
export const DATABASE_REFUSED_INPUT = 'The request holds a value the server cannot store or look up.';

function sqlStateOf(error: unknown): string | null {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return null;
}

function asHttpError(error: Error): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof HTTPException && error.status === 413) return payloadTooLarge();
  const state = sqlStateOf(error);
  if (state !== null && BAD_INPUT_SQLSTATES.has(state)) {
    return new ValidationError({ input: [DATABASE_REFUSED_INPUT] });
  }
  return null;
}
