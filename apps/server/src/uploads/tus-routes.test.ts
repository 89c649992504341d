import { bootstrapDataSchema, fileEntryResponseSchema } from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';

const MAX_UPLOAD = 32 * 1024 * 1024;
let app: TestServer;
let listener: TestVisitor;
let count = 0;

beforeAll(async () => {
  app = await startTestServer({ UPLOAD_MAX_SIZE: String(MAX_UPLOAD) });
  listener = await registerListener(app.url, 'tus-uploads@example.com', 'correct horse battery');
}, 60_000);
afterAll(() => app?.stop());

const TUS = { 'Tus-Resumable': '1.0.0' };
const CHUNK = { ...TUS, 'Content-Type': 'application/offset+octet-stream' };

function metadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

async function create(visitor: TestVisitor, size: number, fields?: Record<string, string>) {
  const answer = await visitor.request('/api/v1/tus/upload?workspaceId=0', {
    method: 'POST',
    headers: {
      ...TUS,
      'Upload-Length': String(size),
      'Upload-Metadata': metadata(
        fields ?? {
          name: 'fingerprint-1',
          clientName: 'Long Mix.mp3',
          clientExtension: 'mp3',
          clientMime: 'audio/mpeg',
          clientSize: String(size),
        },
      ),
    },
  });
  expect(answer.status, answer.text).toBe(201);
  const location = answer.headers.get('Location') ?? '';
  expect(location).toMatch(/^\/api\/v1\/tus\/upload\/[0-9a-f]{32}$/);
  return location;
}

function patch(visitor: TestVisitor, url: string, offset: number, bytes: string) {
  return visitor.request(`${url}?workspaceId=0`, {
    method: 'PATCH',
    headers: { ...CHUNK, 'Upload-Offset': String(offset) },
    body: bytes,
  });
}

const head = (visitor: TestVisitor, url: string) => visitor.request(url, { method: 'HEAD', headers: TUS });
const keyOf = (url: string) => url.split('/').pop() ?? '';

/** Checks that a 10-byte upload holds nothing yet, and that its sender can still send it whole. */
async function expectUntouchedAndResumable(url: string) {
  expect((await head(listener, url)).headers.get('Upload-Offset')).toBe('0');
  expect((await patch(listener, url, 0, '0123456789')).headers.get('Upload-Offset')).toBe('10');
}

/** The headers of a chunk sent outside the visitor's own requests: its session cookie and XSRF echo included. */
function chunkHeaders(visitor: TestVisitor, offset: number): Headers {
  const headers = new Headers({ ...CHUNK, 'Upload-Offset': String(offset) });
  headers.set('Cookie', [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
  headers.set('X-XSRF-TOKEN', decodeURIComponent(visitor.cookies.get('XSRF-TOKEN') ?? ''));
  return headers;
}

describe('tus uploads', () => {
  it('takes chunks of the configured size, resumes from HEAD, and becomes a file entry', async () => {
    const settings = bootstrapDataSchema.parse((await listener.get('/api/v1/bootstrap-data')).json).settings;
    const chunkSize = settings.uploads?.chunk_size ?? 0;
    expect(chunkSize).toBeGreaterThan(1024 * 1024);
    const content = 'a'.repeat(chunkSize) + 'b'.repeat(1000);
    const url = await create(listener, content.length);

    const first = await patch(listener, url, 0, content.slice(0, chunkSize));
    expect(first.status, first.text).toBe(204);
    expect(first.headers.get('Upload-Offset')).toBe(String(chunkSize));
    const resumed = await head(listener, url);
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('Upload-Offset')).toBe(String(chunkSize));
    expect(resumed.headers.get('Upload-Length')).toBe(String(content.length));
    const last = await patch(listener, url, chunkSize, content.slice(chunkSize));
    expect(last.headers.get('Upload-Offset')).toBe(String(content.length));

    const entries = await listener.post('/api/v1/tus/entries', { uploadKey: keyOf(url) });
    expect(entries.status, entries.text).toBe(201);
    const { fileEntry } = fileEntryResponseSchema.parse(entries.json);
    expect(fileEntry).toMatchObject({
      name: 'Long Mix.mp3',
      mime: 'audio/mpeg',
      extension: 'mp3',
      file_size: content.length,
    });
    const served = await listener.get(fileEntry.url);
    expect(served.text === content).toBe(true);
    // The tus data is gone once the entry exists.
    expect((await head(listener, url)).status).toBe(404);
    const again = await listener.post('/api/v1/tus/entries', { uploadKey: keyOf(url) });
    expect(again.status).toBe(404);
  });

  it('answers 409 to a chunk at the wrong offset, keeping what it has', async () => {
    const url = await create(listener, 10);
    await patch(listener, url, 0, '01234');
    const wrong = await patch(listener, url, 3, '34567');
    expect(wrong.status).toBe(409);
    expect(wrong.json).toEqual({ message: expect.any(String) });
    expect((await head(listener, url)).headers.get('Upload-Offset')).toBe('5');
  });

  it('answers 423 to a request for an upload another request is writing', async () => {
    const url = await create(listener, 20);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode('0123456789'));
        await held;
        controller.enqueue(new TextEncoder().encode('abcdefghij'));
        controller.close();
      },
    });
    const headers = chunkHeaders(listener, 0);
    headers.set('Accept', 'application/json');
    // Asked only once the chunk is being written: a HEAD before that would overtake it (see below).
    const store = app.server.services.uploadStorage.tusStore;
    const write = store.write.bind(store);
    let started: () => void = () => undefined;
    const writeStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const writes = vi.spyOn(store, 'write').mockImplementation((...args) => {
      started();
      return write(...args);
    });
    const writing = fetch(new URL(url, app.url), {
      method: 'PATCH',
      headers,
      body,
      duplex: 'half',
    } as RequestInit);
    await writeStarted;
    writes.mockRestore();
    expect((await head(listener, url)).status).toBe(423);
    expect((await patch(listener, url, 0, 'x')).status).toBe(423);
    release();
    const written = await writing;
    expect(written.status).toBe(204);
    expect(written.headers.get('Upload-Offset')).toBe('20');
  });

  it('writes nothing for a chunk whose client has already gone, so HEAD keeps its answer', async () => {
    const url = await create(listener, 10);
    const headers = chunkHeaders(listener, 0);
    // As a cut line leaves it: the request reaches its handler after the connection closed.
    const late = await createApp(app.server.services, process.cwd()).request(new URL(url, app.url).href, {
      method: 'PATCH',
      headers,
      body: '01234',
      signal: AbortSignal.abort(),
    });
    expect(late.status).toBe(499);
    await expectUntouchedAndResumable(url);
  });

  it('writes nothing for a chunk whose client goes while the upload is read, before the lock', async () => {
    const url = await create(listener, 10);
    const headers = chunkHeaders(listener, 0);
    const cut = new AbortController();
    const store = app.server.services.uploadStorage.tusStore;
    const getUpload = store.getUpload.bind(store);
    // The line is cut while the request's handler reads the upload, the last step before the lock.
    const reading = vi.spyOn(store, 'getUpload').mockImplementation(async (id) => {
      const upload = await getUpload(id);
      cut.abort();
      return upload;
    });
    try {
      const late = await createApp(app.server.services, process.cwd()).request(new URL(url, app.url).href, {
        method: 'PATCH',
        headers,
        body: '01234',
        signal: cut.signal,
      });
      expect(late.status).toBe(499);
    } finally {
      reading.mockRestore();
    }
    await expectUntouchedAndResumable(url);
  });

  it('writes nothing for a chunk that arrived before a HEAD answered, however late it reaches the lock', async () => {
    const url = await create(listener, 10);
    const headers = chunkHeaders(listener, 0);
    const local = createApp(app.server.services, process.cwd());
    const store = app.server.services.uploadStorage.tusStore;
    const getUpload = store.getUpload.bind(store);
    let headAnswered: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      headAnswered = resolve;
    });
    let chunkArrived: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      chunkArrived = resolve;
    });
    // The chunk's line was cut unnoticed: its handler reads the upload only after its sender's HEAD was answered.
    let calls = 0;
    const reading = vi.spyOn(store, 'getUpload').mockImplementation(async (id) => {
      calls += 1;
      if (calls === 1) {
        chunkArrived();
        await answered;
      }
      return getUpload(id);
    });
    try {
      const stale = local.request(new URL(url, app.url).href, { method: 'PATCH', headers, body: '01234' });
      // As a client asks HEAD only after it lost the chunk's line: the chunk has reached its handler by then.
      await arrived;
      const asked = await local.request(new URL(url, app.url).href, { method: 'HEAD', headers });
      expect(asked.headers.get('Upload-Offset')).toBe('0');
      headAnswered();
      expect((await stale).status).toBe(409);
    } finally {
      reading.mockRestore();
    }
    await expectUntouchedAndResumable(url);
  });

  it('needs the session and the XSRF header, and keeps uploads to the user who created them', async () => {
    const url = await create(listener, 10);
    const guest = await new TestVisitor(app.url).open();
    expect((await head(guest, url)).status).toBe(401);
    const noXsrf = await listener.request(url, {
      method: 'PATCH',
      headers: { ...CHUNK, 'Upload-Offset': '0' },
      body: '0123456789',
      xsrf: false,
    });
    expect(noXsrf.status).toBe(419);
    const other = await registerListener(app.url, `tus-other${++count}@example.com`, 'correct horse battery');
    expect((await head(other, url)).status).toBe(404);
    expect((await patch(other, url, 0, '0123456789')).status).toBe(404);
    expect((await other.post('/api/v1/tus/entries', { uploadKey: keyOf(url) })).status).toBe(404);
    expect((await head(listener, url)).headers.get('Upload-Offset')).toBe('0');
  });

  it('deletes an upload on DELETE', async () => {
    const url = await create(listener, 10);
    await patch(listener, url, 0, '01234');
    const deleted = await listener.request(url, { method: 'DELETE', headers: TUS });
    expect(deleted.status).toBe(204);
    expect((await head(listener, url)).status).toBe(404);
  });

  it('makes one entry of a finished upload however many times it is recorded at once', async () => {
    const url = await create(listener, 10);
    await patch(listener, url, 0, '0123456789');
    const answers = await Promise.all(
      [1, 2, 3].map(() => listener.post('/api/v1/tus/entries', { uploadKey: keyOf(url) })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => [201, 404, 423].includes(status))).toBe(true);
  });

  it('refuses to make an entry of an unfinished upload', async () => {
    const url = await create(listener, 10);
    await patch(listener, url, 0, '01234');
    const early = await listener.post('/api/v1/tus/entries', { uploadKey: keyOf(url) });
    expect(early.status).toBe(409);
    expect(early.json).toEqual({ message: 'The upload is not finished.' });
  });

  it('refuses uploads without a file name, over the largest size, and keys of another form, with a message', async () => {
    const unnamed = await listener.request('/api/v1/tus/upload', {
      method: 'POST',
      headers: { ...TUS, 'Upload-Length': '10', 'Upload-Metadata': metadata({ name: 'x' }) },
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.json).toEqual({ message: expect.stringContaining('clientName') });
    const huge = await listener.request('/api/v1/tus/upload', {
      method: 'POST',
      headers: {
        ...TUS,
        'Upload-Length': String(MAX_UPLOAD + 1),
        'Upload-Metadata': metadata({ clientName: 'a' }),
      },
    });
    expect(huge.status).toBe(413);
    expect(huge.json).toEqual({ message: expect.any(String) });
    const badKey = await listener.post('/api/v1/tus/entries', { uploadKey: '../../etc/passwd' });
    expect(badKey.status).toBe(422);
  });
});
