import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PLAIN_UPLOAD_ROUTE } from './file-entry-routes';
import { TUS_PATH } from './tus-routes';

/** Room for the multipart envelope and the metadata fields around a plain upload's file. */
const FORM_ENVELOPE_BYTES = 64 * 1024;

/**
 * The body limit of an upload request, or `undefined` for the default limit. A plain upload (multipart) may carry
 * the largest file allowed; a tus chunk (`application/offset+octet-stream`) is bounded by tus itself to what the
 * upload still lacks. Other bodies sent to these routes keep the default limit.
 */
export function uploadBodyLimit(maxUploadBytes: number, onError: () => never) {
  const plain = bodyLimit({ maxSize: maxUploadBytes + FORM_ENVELOPE_BYTES, onError });
  const unlimited: MiddlewareHandler = (_c, next) => next();
  return (c: Context): MiddlewareHandler | undefined => {
    const type = c.req.header('content-type')?.toLowerCase() ?? '';
    if (c.req.method === 'POST' && c.req.path === `/api/v1${PLAIN_UPLOAD_ROUTE}`) {
      return type.startsWith('multipart/form-data') ? plain : undefined;
    }
    if (c.req.path.startsWith(TUS_PATH) && type === 'application/offset+octet-stream') return unlimited;
    return undefined;
  };
}
