import { createHash } from 'node:crypto';
import { createHttpClient } from '@tonearm/client';
import {
  bootstrapDataSchema,
  catalogueImportPublishResponseSchema,
  catalogueImportResponseSchema,
  fileEntryResponseSchema,
  type UploadSettings,
  userResponseSchema,
} from '@tonearm/client/contract';
import {
  createFetchTransport,
  MemoryResumeStorage,
  multipartCreateResponseSchema,
  signedPartUrlsResponseSchema,
  UploadQueue,
} from '@tonearm/client/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taggedMp3 } from '../admin/catalogue-import/test-support/tagged-audio';
import { encodePng } from '../demo-music/png';
import { LiveStreamReader } from '../live/live-stream-reader';
import { registerListener } from '../test-support/register-listener';
import { TestVisitor, type Visit } from '../test-support/test-visitor';
import { SERVED_BY } from './support/round-robin-proxy';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTwoInstances, type TwoInstances } from './support/two-instances';

/**
 * Doc 001's deployment beyond one machine, as an operator would run it: two instances of the built server on one
 * PostgreSQL and one S3-compatible bucket, behind a balancer that sends each request to the next instance in turn
 * (no sticky sessions). Every scenario talks HTTP to the balancer only and reads which instance answered.
 */
const MIB = 1024 * 1024;
const PASSWORD = 'correct horse battery';
const EMAIL = 'two-instances@example.com';
const started = performance.now();
let cluster: TwoInstances;
let listener: TestVisitor;
let settings: UploadSettings;

beforeAll(async () => {
  cluster = await startTwoInstances();
  listener = await registerListener(cluster.proxy.url, EMAIL, PASSWORD);
  const bootstrap = bootstrapDataSchema.parse((await listener.get('/api/v1/bootstrap-data')).json);
  settings = { ...bootstrap.settings.uploads, chunk_size: 8 * MIB };
  console.log(`two instances up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}, 90_000);

afterAll(async () => {
  await cluster?.stop();
  console.log(`two-instance test took ${((performance.now() - started) / 1000).toFixed(1)} s`);
});

const servedBy = (visit: Visit | Response) => Number(visit.headers.get(SERVED_BY));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const cookieHeader = (visitor: TestVisitor) =>
  [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

// Bytes that differ at every offset, so a chunk stored in the wrong place changes the hash.
function patterned(size: number, seed: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 31 + (index >> 11) + seed) & 0xff;
  return bytes;
}

/** A request the upload engine made through the balancer, and how it was answered. */
interface Sent {
  method: string;
  path: string;
  status: number | null;
  instance: number | null;
  offset: number | null;
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch for the listener, recording each request and the instance that answered it. */
function recordingFetch(sent: Sent[], onAnswer: (request: Sent) => void = () => undefined): Fetch {
  return async (input, init) => {
    const headers = new Headers(init.headers);
    if (init.credentials !== 'omit') headers.set('Cookie', cookieHeader(listener));
    const record: Sent = {
      method: init.method ?? 'GET',
      path: new URL(input).pathname,
      status: null,
      instance: null,
      offset: null,
    };
    sent.push(record);
    const answer = await fetch(input, { ...init, headers });
    record.status = answer.status;
    record.instance = answer.headers.has(SERVED_BY) ? servedBy(answer) : null;
    const offset = answer.headers.get('upload-offset');
    record.offset = offset === null ? null : Number(offset);
    onAnswer(record);
    return answer;
  };
}

async function uploadByTus(bytes: Uint8Array<ArrayBuffer>, name: string, fetcher: Fetch) {
  const queue = new UploadQueue({
    http: createHttpClient({
      baseUrl: cluster.proxy.url,
      fetch: fetcher,
      readCookie: (cookie) => listener.cookies.get(cookie),
    }),
    settings,
    userId: 1,
    transport: createFetchTransport({ fetch: fetcher }),
    resumeStorage: new MemoryResumeStorage(),
    connectivity: { isOnline: () => true, whenOnline: async () => undefined },
    readCookie: (cookie) => listener.cookies.get(cookie),
  });
  try {
    const file = new File([bytes], name, { type: 'audio/mpeg', lastModified: 1_700_000_000_000 });
    const [item] = queue.add([file], { method: 'tus' });
    const settled = await queue.whenSettled(item?.id ?? '');
    expect(settled.status, JSON.stringify(settled.error)).toBe('completed');
    return settled.entry;
  } finally {
    queue.dispose();
  }
}

/** The stored file of an entry, read back through the balancer. */
async function storedBytes(url: string | undefined): Promise<string> {
  const answer = await fetch(new URL(url ?? '', cluster.proxy.url), {
    headers: { Cookie: cookieHeader(listener) },
  });
  expect(answer.status).toBe(200);
  return sha256(new Uint8Array(await answer.arrayBuffer()));
}

/** A new browser signed in through the balancer. */
async function signIn(email: string, password: string): Promise<TestVisitor> {
  const visitor = await new TestVisitor(cluster.proxy.url).open();
  const login = await visitor.post('/auth/login', { email, password, remember: false });
  expect(login.status, login.text).toBe(200);
  return visitor;
}

const isPatch = (request: Sent) => request.method === 'PATCH';

/** An answer through the balancer, read whole. */
interface Fetched {
  status: number;
  instance: number;
  bytes: Uint8Array;
}

async function fetchThroughBalancer(path: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const answer = await fetch(new URL(path, cluster.proxy.url), { headers });
  return {
    status: answer.status,
    instance: servedBy(answer),
    bytes: new Uint8Array(await answer.arrayBuffer()),
  };
}

/** `path` fetched until each instance has answered it (two in a row through a round-robin balancer). */
async function fetchFromBoth(path: string, headers: Record<string, string> = {}): Promise<Fetched[]> {
  const answers: Fetched[] = [];
  const instancesSeen = () => new Set(answers.map((answer) => answer.instance)).size;
  while (instancesSeen() < cluster.instances.length && answers.length < 2 * cluster.instances.length) {
    answers.push(await fetchThroughBalancer(path, headers));
  }
  return answers;
}

describe('two instances behind a round-robin balancer', { timeout: 60_000 }, () => {
  it('recognise on one instance a user who signed in through the other', async () => {
    const visitor = await new TestVisitor(cluster.proxy.url).open();
    const login = await visitor.post('/auth/login', { email: EMAIL, password: PASSWORD, remember: false });
    expect(login.status, login.text).toBe(200);
    const me = await visitor.get('/api/v1/users/me');
    expect(servedBy(me)).not.toBe(servedBy(login));
    expect(me.json).toMatchObject({ user: { email: EMAIL } });
  });

  it('complete a 64 MiB tus upload whose chunks alternate instances, byte for byte', async () => {
    const bytes = patterned(64 * MIB, 3);
    const sent: Sent[] = [];
    const entry = await uploadByTus(bytes, 'Alternating.mp3', recordingFetch(sent));
    const patches = sent.filter(isPatch);
    expect(patches).toHaveLength(8);
    // Each chunk went to the other instance than the one before it.
    for (const [index, patch] of patches.entries()) {
      expect(patch.status).toBe(204);
      if (index > 0) expect(patch.instance).not.toBe(patches[index - 1]?.instance);
    }
    expect(await storedBytes(entry?.url)).toBe(sha256(bytes));
  });

  it('complete a multipart upload whose parts are signed, listed and completed on alternating instances', async () => {
    const sizes = [5 * MIB, 5 * MIB, MIB + 3];
    const bytes = patterned(
      sizes.reduce((sum, size) => sum + size, 0),
      5,
    );
    const size = bytes.length;
    const created = await listener.post('/api/v1/s3/multipart/create', {
      filename: 'Parts.mp3',
      mime: 'audio/mpeg',
      size,
      extension: 'mp3',
    });
    expect(created.status).toBe(200);
    const upload = multipartCreateResponseSchema.parse(created.json);
    const signedOn: number[] = [];
    const parts: Array<{ ETag: string; PartNumber: number }> = [];
    let offset = 0;
    for (const [index, partSize] of sizes.entries()) {
      const partNumber = index + 1;
      const signed = await listener.post('/api/v1/s3/multipart/batch-sign-part-urls', {
        ...upload,
        partNumbers: [partNumber],
      });
      expect(signed.status).toBe(200);
      signedOn.push(servedBy(signed));
      const [part] = signedPartUrlsResponseSchema.parse(signed.json).urls;
      const stored = await fetch(part?.url ?? '', {
        method: 'PUT',
        body: bytes.subarray(offset, offset + partSize),
      });
      expect(stored.status).toBe(200);
      parts.push({ ETag: stored.headers.get('etag') ?? '', PartNumber: partNumber });
      offset += partSize;
    }
    expect(new Set(signedOn)).toEqual(new Set([0, 1]));
    const listed = await listener.post('/api/v1/s3/multipart/get-uploaded-parts', upload);
    expect((listed.json as { parts: unknown[] }).parts).toHaveLength(sizes.length);
    const completed = await listener.post('/api/v1/s3/multipart/complete', { ...upload, parts });
    expect(completed.status).toBe(200);
    expect(servedBy(completed)).not.toBe(servedBy(created));
    const entry = await listener.post('/api/v1/s3/entries', {
      clientName: 'Parts.mp3',
      clientMime: 'audio/mpeg',
      clientExtension: 'mp3',
      filename: upload.key.split('/').pop(),
      size,
    });
    expect(entry.status, entry.text).toBe(201);
    const { fileEntry } = entry.json as { fileEntry: { url: string } };
    expect(await storedBytes(fileEntry.url)).toBe(sha256(bytes));
  });

  it('run a job both instances have scheduled once', async () => {
    const admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    // Both instances defined the sweep and its hourly schedule; the queue holds one schedule for it.
    const schedules = await cluster.query<{ count: string }>(
      "SELECT count(*) AS count FROM pgboss.schedule WHERE name = 'abandoned-uploads'",
    );
    expect(Number(schedules[0]?.count)).toBe(1);
    // The sweep also runs at start; while that run still waits for a worker, a run asked for is the same run.
    const waiting = async () =>
      Number(
        (
          await cluster.query<{ count: string }>(
            "SELECT count(*) AS count FROM pgboss.job WHERE name = 'abandoned-uploads' AND state IN ('created', 'retry')",
          )
        )[0]?.count,
      );
    const startDeadline = Date.now() + 15_000;
    while ((await waiting()) > 0 && Date.now() < startDeadline) await new Promise((r) => setTimeout(r, 100));
    const asked = await admin.post('/api/v1/admin/logs/schedule/abandoned-uploads/run');
    expect(asked.status, asked.text).toBe(202);
    expect(asked.json).toMatchObject({ queued: true });
    // Both instances' workers look for it; one takes it. Past one polling interval (5 s) nobody else ran it.
    const manualRuns = async () =>
      Number(
        (
          await cluster.query<{ count: string }>(
            "SELECT count(*) AS count FROM job_runs WHERE name = 'abandoned-uploads' AND trigger = 'manual'",
          )
        )[0]?.count,
      );
    const deadline = Date.now() + 10_000;
    while ((await manualRuns()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(await manualRuns()).toBe(1);
  });

  it('bring a notification created on one instance to a tab streaming from the other within a second', async () => {
    const admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const workspace = await admin.post('/api/v1/workspace', { name: 'Two instances' });
    const { id } = (workspace.json as { workspace: { id: number } }).workspace;

    const live = await fetch(new URL('/api/v1/live', cluster.proxy.url), {
      headers: { Cookie: cookieHeader(listener), Accept: 'text/event-stream' },
    });
    expect(live.status).toBe(200);
    const streamingOn = servedBy(live);
    const stream = new LiveStreamReader(live);
    try {
      await stream.next((event) => event.event === 'unread');
      // The invitation is created on the other instance: a request to the one streaming takes its turn first.
      if (cluster.proxy.next === streamingOn) await admin.get('/api/v1/users/me');
      const invited = await admin.post(`/api/v1/workspace/${id}/invite`, { emails: [EMAIL] });
      const created = performance.now();
      expect(invited.status, invited.text).toBeLessThan(300);
      expect(servedBy(invited)).not.toBe(streamingOn);
      const event = await stream.next((candidate) => candidate.event === 'notification');
      expect(performance.now() - created).toBeLessThan(1_000);
      expect(JSON.parse(event.data)).toMatchObject({ unreadCount: 1 });
    } finally {
      await stream.cancel();
    }
  });

  it('refuse on one instance, within a second, a user suspended through the other, whose account both had kept', async () => {
    const email = 'suspended-on-one@example.com';
    const user = await registerListener(cluster.proxy.url, email, PASSWORD);
    // One request to each instance: both now keep the session and the account between requests.
    expect((await user.get('/api/v1/users/me')).status).toBe(200);
    expect((await user.get('/api/v1/users/me')).status).toBe(200);
    const [row] = await cluster.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
    const admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const suspended = await admin.post(`/api/v1/admin/users/${row?.id}/suspend`, {});
    const suspendedAt = performance.now();
    expect(suspended.status, suspended.text).toBe(200);
    const other = cluster.instances[1 - servedBy(suspended)];
    if (!other) throw new Error('The balancer named an instance it does not have');
    const me = async () => {
      const answer = await fetch(new URL('/api/v1/users/me', other.url), {
        headers: { Cookie: cookieHeader(user), Accept: 'application/json' },
      });
      await answer.arrayBuffer();
      return answer;
    };
    let answer = await me();
    while (answer.status === 200 && performance.now() - suspendedAt < 1_000) answer = await me();
    expect(answer.status).toBe(403);
    expect(answer.headers.get('x-account-suspended')).toBe('1');
  });

  it('stream through either instance a track imported through the other', async () => {
    const admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const bytes = taggedMp3({ title: 'Either Instance', artists: ['Two Rooms'] }, { version: 3 });
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)], { type: 'audio/mpeg' }), 'either-instance.mp3');
    form.set('clientExtension', 'mp3');
    const uploaded = await admin.post('/api/v1/file-entries', form);
    expect(uploaded.status, uploaded.text).toBe(201);
    const file_entry_id = fileEntryResponseSchema.parse(uploaded.json).fileEntry.id;
    const imported = await admin.post('/api/v1/admin/catalogue-import/files', { file_entry_id });
    expect(imported.status, imported.text).toBe(201);
    const importedOn = servedBy(imported);
    const { id: import_id, proposal } = catalogueImportResponseSchema.parse(imported.json).import;
    const published = await admin.post('/api/v1/admin/catalogue-import/publish', {
      tracks: [{ import_id, ...proposal }],
    });
    expect(
      published.status,
      `published on ${servedBy(published)}, imported on ${importedOn}: ${published.text}`,
    ).toBe(201);
    const [track] = catalogueImportPublishResponseSchema.parse(published.json).tracks;
    const stream = `/api/v1/tracks/${track?.id}/stream`;
    const listening = { Cookie: cookieHeader(listener) };

    const streams = await fetchFromBoth(stream, listening);
    for (const answer of streams) {
      expect(answer.status, `stream from instance ${answer.instance}, imported on ${importedOn}`).toBe(200);
      expect(sha256(answer.bytes)).toBe(sha256(bytes));
    }
    expect(new Set(streams.map((answer) => answer.instance))).toEqual(new Set([0, 1]));

    // A player seeks with ranges: asked of the instance that did not import, it still has the bytes.
    if (cluster.proxy.next === importedOn) await listener.get('/api/v1/users/me');
    const range = await fetchThroughBalancer(stream, { ...listening, Range: 'bytes=0-99' });
    expect(range.instance).not.toBe(importedOn);
    expect(range.status).toBe(206);
    expect(range.bytes).toHaveLength(100);
    expect(sha256(range.bytes)).toBe(sha256(bytes.subarray(0, 100)));
  });

  it('show through either instance an avatar uploaded through the other', async () => {
    const png = encodePng(2, 2, new Uint8Array(12).fill(90));
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const uploaded = await listener.post('/api/v1/users/me/avatar', form);
    expect(uploaded.status, uploaded.text).toBe(200);
    const uploadedOn = servedBy(uploaded);
    const image = userResponseSchema.parse(uploaded.json).user.image;
    expect(image).not.toBeNull();

    // Others see the avatar too: it is fetched as any visitor's browser would, without the owner's cookies.
    const shown = await fetchFromBoth(image ?? '');
    for (const answer of shown) {
      expect(answer.status, `avatar from instance ${answer.instance}, uploaded on ${uploadedOn}`).toBe(200);
      expect(sha256(answer.bytes)).toBe(sha256(png));
    }
    expect(new Set(shown.map((answer) => answer.instance))).toEqual(new Set([0, 1]));
  });

  it('finish an upload through the surviving instance when the other is killed mid-chunk, losing no acknowledged byte', async () => {
    const bytes = patterned(32 * MIB, 7);
    const sent: Sent[] = [];
    let acknowledged = 0;
    let acknowledgedAtKill: number | null = null;
    let killed: number | null = null;
    // Once a chunk was acknowledged, the instance receiving the next one dies halfway through its body.
    cluster.proxy.watchBodies((instance, request, bytesSent) => {
      if (killed !== null || acknowledged === 0 || request.method !== 'PATCH' || bytesSent < 4 * MIB) return;
      killed = instance;
      acknowledgedAtKill = acknowledged;
      cluster.proxy.markDown(instance);
      void cluster.instances[instance]?.kill();
    });
    try {
      const entry = await uploadByTus(
        bytes,
        'Survivor.mp3',
        recordingFetch(sent, (request) => {
          if (request.method === 'PATCH' && request.status === 204)
            acknowledged = Math.max(acknowledged, request.offset ?? 0);
        }),
      );
      expect(killed).not.toBeNull();
      // The first answer about the offset after the kill, from the survivor, kept every acknowledged byte.
      const resumed = sent.find((request) => request.method === 'HEAD' && request.status === 200);
      expect(resumed?.instance).not.toBe(killed);
      expect(resumed?.offset).toBeGreaterThanOrEqual(acknowledgedAtKill ?? Number.POSITIVE_INFINITY);
      expect(await storedBytes(entry?.url)).toBe(sha256(bytes));
    } finally {
      cluster.proxy.watchBodies(undefined);
    }
  });
});
