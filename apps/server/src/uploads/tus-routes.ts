import { Server, type Upload } from '@tus/server';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppBindings, AppServices } from '../app-context';
import { HttpError, notFound, ValidationError } from '../http/errors';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { requireAllowedExtension } from '../settings/upload-extensions';
import { DatabaseLocker, UPLOAD_LOCKED } from './database-locker';
import { requireDiskAccepts } from './disk-types';
import { createFileEntry, resolveDestination, serializeFileEntry } from './file-entry-store';
import { newObjectName } from './local-disks';
import { uploadBodyStream } from './request-body';
import type { TusArrival, TusRequestOrder } from './tus-request-order';
import { extensionOf, uploadMetadataSchema } from './upload-metadata';
import { maxUploadSize } from './upload-settings';
import { requireUploaderId } from './uploader';

/** The tus endpoint (doc 000 §7). */
export const TUS_PATH = '/api/v1/tus/upload';

// The server names uploads with 16 random bytes in hex; nothing else is an upload key.
const uploadKeySchema = z.string().regex(/^[0-9a-f]{32}$/, 'The upload key field format is invalid.');
const OWNER_METADATA = 'ownerId';

const tusMetadataSchema = uploadMetadataSchema.extend({
  clientName: z.string().min(1).max(255),
  clientMime: z.string().max(255).nullish(),
  clientExtension: z.string().max(32).nullish(),
  [OWNER_METADATA]: z.string().regex(/^\d+$/),
});

/** The tus upload's key in a request URL: the last segment after the endpoint, query left out. */
function uploadKeyOf(url: string): string | undefined {
  const { pathname } = new URL(url);
  if (!pathname.startsWith(`${TUS_PATH}/`)) return undefined;
  const key = pathname.slice(TUS_PATH.length + 1).replace(/\/$/, '');
  return uploadKeySchema.safeParse(key).success ? key : undefined;
}

// tus answers errors as plain text; the client shows a JSON `message` (doc 000 §8).
async function withJsonError(response: Response): Promise<Response> {
  if (response.status < 400 || response.headers.get('content-type')?.includes('json')) return response;
  const text = (await response.text()).trim();
  const headers = new Headers(response.headers);
  headers.set('Content-Type', 'application/json');
  headers.delete('Content-Length');
  const message = text === '' ? 'The upload request was refused.' : text;
  return new Response(JSON.stringify({ message }), { status: response.status, headers });
}

/**
 * The request as tus sees it: one that carries file bytes reads them with `uploadBodyStream` (straight from Node's
 * request when the server runs there), the rest are Hono's as they are.
 */
function withUploadBody(c: Context<AppBindings>): Request {
  const raw = c.req.raw;
  if (raw.headers.get('content-type')?.toLowerCase() !== 'application/offset+octet-stream') return raw;
  const init: RequestInit & { duplex: 'half' } = {
    method: raw.method,
    headers: raw.headers,
    body: uploadBodyStream(c),
    duplex: 'half',
    signal: raw.signal,
  };
  return new Request(raw.url, init);
}

/** The answer to a request whose client left before it was handled; nobody reads it (nginx's 499). */
const CLIENT_CLOSED_REQUEST = 499;
const CLIENT_GONE = { status_code: CLIENT_CLOSED_REQUEST, body: 'The client closed the request.' };

/**
 * Resumable uploads over tus 1.0 at `api/v1/tus/upload` through @tus/server and the upload storage's tus store
 * (files in `DATA_DIR/tus`, or multipart uploads in the bucket), each upload bound to the user who created it; then
 * `POST tus/entries {uploadKey}` turns a finished upload into a file entry, putting its bytes on the disk and
 * forgetting the tus data.
 */
export function tusRoutes(services: AppServices, order: TusRequestOrder) {
  const storage = services.uploadStorage;
  const store = storage.tusStore;
  // Who sent each request and when it arrived, set before tus sees it.
  const senders = new WeakMap<Request, { userId: number; arrival: TusArrival | undefined }>();
  // A cut the server has not noticed yet (a body is unread until the lock) shows in the order of requests instead.
  const locker = new DatabaseLocker(
    services.uploadLocks,
    (uploadKey) => storage.tusUploadWritten(uploadKey),
    async (uploadKey, request) => {
      const arrival = request && senders.get(request)?.arrival;
      if (arrival) await order.admit(uploadKey, arrival);
    },
  );

  const tus = new Server({
    path: TUS_PATH,
    datastore: store,
    locker: (request) => locker.forRequest(request),
    relativeLocation: true,
    maxSize: () => maxUploadSize(services.db, services.env),
    disableTerminationForFinishedUploads: false,
    getFileIdFromRequest: (request) => uploadKeyOf(request.url),
    async onUploadCreate(request, upload) {
      const metadata = { ...upload.metadata, [OWNER_METADATA]: String(senders.get(request)?.userId) };
      const checked = tusMetadataSchema.safeParse(metadata);
      if (!checked.success) {
        throw { status_code: 400, body: 'The upload metadata must name the file (clientName).' };
      }
      return { metadata };
    },
    async onIncomingRequest(request, id) {
      // Creation checks its metadata in `onUploadCreate`; there is no upload yet to own.
      if (request.method === 'POST') return;
      const upload = await store.getUpload(id);
      if (upload.metadata?.[OWNER_METADATA] !== String(senders.get(request)?.userId)) {
        throw { status_code: 404, body: 'The upload does not exist.' };
      }
      // The lock comes next: a line cut while the upload was read leaves this request with nobody to answer, and
      // its sender's HEAD may already have been answered, so it must not take the lock and write after it.
      if (request.signal.aborted) throw CLIENT_GONE;
    },
  });

  async function handle(c: Context<AppBindings>) {
    const userId = requireUploaderId(c);
    // A request whose client has gone (a cut line) takes no lock and writes nothing: its sender asks HEAD where the
    // upload stands and goes on from there, and a late write would move the offset under that answer.
    if (c.req.raw.signal.aborted) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
    const request = withUploadBody(c);
    senders.set(request, { userId, arrival: order.arrivalOf(c.req.raw) });
    return withJsonError(await tus.handleWeb(request as never));
  }

  const routes = new Hono<AppBindings>();
  routes.on(['POST', 'OPTIONS'], '/tus/upload', handle);
  // Hono routes HEAD as GET; tus still sees the request's own method.
  routes.on(['GET', 'PATCH', 'DELETE'], '/tus/upload/:uploadKey', handle);

  routes.post('/tus/entries', async (c) => {
    const userId = requireUploaderId(c);
    const { uploadKey } = validate(z.object({ uploadKey: uploadKeySchema }), await readBody(c));
    // The same lock as tus requests: a second call for the key, or a late PATCH, waits its turn with 423.
    const lock = locker.newLock(uploadKey);
    await lock
      .lock(c.req.raw.signal, () => undefined)
      .catch(() => {
        throw new HttpError(423, UPLOAD_LOCKED.body);
      });
    try {
      const entry = await recordUpload(userId, uploadKey);
      await order.forget(uploadKey);
      return c.json({ fileEntry: serializeFileEntry(entry) }, 201);
    } finally {
      await lock.unlock();
    }
  });

  async function recordUpload(userId: number, uploadKey: string) {
    const upload: Upload | null = await store.getUpload(uploadKey).catch(() => null);
    if (!upload || upload.metadata?.[OWNER_METADATA] !== String(userId)) {
      throw notFound('The upload does not exist.');
    }
    if (upload.size === undefined || upload.offset !== upload.size) {
      throw new HttpError(409, 'The upload is not finished.');
    }
    const metadata = tusMetadataSchema.safeParse(upload.metadata);
    if (!metadata.success) throw new ValidationError({ uploadKey: ['The upload has no file metadata.'] });
    const { clientName, clientMime, clientExtension } = metadata.data;
    const destination = await resolveDestination(services, userId, metadata.data);
    const extension = extensionOf(clientName, clientExtension);
    requireDiskAccepts(destination.disk, { extension, mime: clientMime }, 'file');
    await requireAllowedExtension(services.db, extension, 'file');
    const fileName = newObjectName(extension);
    // The bytes stay in the storage the upload was started on.
    const driver = await storage.tusUploadDriver(uploadKey);
    const object = { disk: destination.disk, name: fileName, driver };
    await storage.adoptTusUpload(uploadKey, object);
    const entry = await createFileEntry(services, {
      ownerId: userId,
      fileName,
      destination,
      driver,
      file: { name: clientName, mime: clientMime || null, extension, size: upload.size },
    }).catch(async (error: unknown) => {
      // The bytes go back, so the same key can be turned into an entry again.
      await storage.returnTusUpload(uploadKey, object).catch(() => undefined);
      throw error;
    });
    await storage.forgetTusUpload(uploadKey);
    return entry;
  }

  return routes;
}
