import type { Context, MiddlewareHandler } from 'hono';
import { PLAIN_UPLOAD_ROUTE } from './file-entry-routes';
import { FORM_ENVELOPE_BYTES } from './plain-upload-form';
import { TUS_PATH } from './tus-routes';

/**
 * Refuses a body whose declared length is over `maxSize` before reading it. A body sent without a length passes:
 * its reader counts it as it streams. Hono's `bodyLimit` reads such a body whole into memory to count it, up to
 * the largest upload allowed.
 */
function declaredLengthLimit(maxSize: number, onError: () => never): MiddlewareHandler {
  return (c, next) => {
    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.header('transfer-encoding') && Number(declared) > maxSize) onError();
    return next();
  };
}

/**
 * The body limit of an upload request, or `undefined` for the default limit. A plain upload (multipart) may carry
 * the largest file allowed, and is read as it streams (`receivePlainUpload` counts what comes without a length); a
 * tus chunk (`application/offset+octet-stream`) is bounded by tus itself to what the upload still lacks. Other
 * bodies sent to these routes keep the default limit.
 */
export function uploadBodyLimit(maxUploadBytes: number, onError: () => never) {
  const plain = declaredLengthLimit(maxUploadBytes + FORM_ENVELOPE_BYTES, onError);
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
