import { createHash } from 'node:crypto';
import { createHttpClient } from '@tonearm/client';
import { createFetchTransport, MemoryResumeStorage, UploadQueue } from '@tonearm/client/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import type { TestVisitor } from '../test-support/test-visitor';

const MIB = 1024 * 1024;
let app: TestServer;
let listener: TestVisitor;

beforeAll(async () => {
  app = await startTestServer();
  listener = await registerListener(app.url, 'upload-engine@example.com', 'correct horse battery');
}, 60_000);
afterAll(() => app?.stop());

const cookieHeader = (visitor: TestVisitor) =>
  [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** The browser's cookie rule: the product's cookies go with every request that does not omit credentials. */
function browserFetch(visitor: TestVisitor) {
  return (input: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    if (init.credentials !== 'omit') headers.set('Cookie', cookieHeader(visitor));
    return fetch(input, { ...init, headers });
  };
}

function queueFor(visitor: TestVisitor) {
  return new UploadQueue({
    http: createHttpClient({
      baseUrl: app.url,
      fetch: browserFetch(visitor),
      readCookie: (name) => visitor.cookies.get(name),
    }),
    settings: { chunk_size: 5 * MIB },
    userId: 1,
    transport: createFetchTransport({ fetch: browserFetch(visitor) }),
    resumeStorage: new MemoryResumeStorage(),
    connectivity: { isOnline: () => true, whenOnline: async () => undefined },
    readCookie: (name) => visitor.cookies.get(name),
    partSize: 5 * MIB,
  });
}

// Bytes that differ at every offset, so a part or chunk in the wrong place changes the hash.
function patterned(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 31 + (index >> 11)) & 0xff;
  return bytes;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe("the client's upload engine against the server", () => {
  it.each([
    ['plain', 300 * 1024],
    ['tus', 11 * MIB + 17],
    ['s3-direct', 2 * MIB + 5],
    ['s3-multipart', 11 * MIB + 17],
  ] as const)(
    'uploads by %s a file the server stores byte for byte',
    async (method, size) => {
      const bytes = patterned(size);
      const file = new File([bytes], 'Long Mix.mp3', { type: 'audio/mpeg', lastModified: 1_700_000_000_000 });
      const queue = queueFor(listener);
      try {
        const [upload] = queue.add([file], { method });
        const settled = await queue.whenSettled(upload?.id ?? '');
        expect(settled.status, JSON.stringify(settled.error)).toBe('completed');
        const entry = settled.entry;
        expect(entry).toMatchObject({ name: 'Long Mix.mp3', file_size: size, mime: 'audio/mpeg' });
        const served = await fetch(new URL(entry?.url ?? '', app.url), {
          headers: { Cookie: cookieHeader(listener) },
        });
        expect(served.status).toBe(200);
        expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(sha256(bytes));
      } finally {
        queue.dispose();
      }
    },
    60_000,
  );
});
