import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { bootstrapDataSchema } from '@tonearm/client/contract';
import { multipartCreateResponseSchema, signedPartUrlsResponseSchema } from '@tonearm/client/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { signInAdmin } from '../admin/test-support/admin-audiences';
import { createApp } from '../app';
import { parseEnv, s3ConfigOf } from '../config/env';
import { projectRoot } from '../config/paths';
import { applyServerConfig, loadServerConfig } from '../settings/server-config';
import { followStoredServerConfig } from '../settings/server-config-follower';
import { registerListener } from '../test-support/register-listener';
import { type S3TestServer, startS3TestServer } from '../test-support/s3-test-server';
import { startTestServer, type TestServer } from '../test-support/test-server';
import type { TestVisitor } from '../test-support/test-visitor';
import { createUploadStorage } from './create-upload-storage';
import { fileEntries } from './file-entries-table';
import { createLocalUploadStorage } from './local-upload-storage';
import { s3ClientConfig } from './s3-upload-storage';
import { createSwitchingUploadStorage } from './switching-upload-storage';

let s3: S3TestServer;
let bucket: S3Client;
let app: TestServer;
let admin: TestVisitor;
let listener: TestVisitor;

beforeAll(async () => {
  s3 = await startS3TestServer();
  app = await startTestServer();
  admin = await signInAdmin(app);
  listener = await registerListener(app.url, 'storage-switch@example.com', 'correct horse battery');
  const parsed = parseEnv(s3.env);
  const config = parsed.ok ? s3ConfigOf(parsed.env) : null;
  if (!config) throw new Error('The S3 test environment does not parse.');
  bucket = new S3Client(s3ClientConfig(config));
}, 60_000);
afterAll(async () => {
  bucket?.destroy();
  await app?.stop();
  await s3?.stop();
});

// The entry as the server answers it, with the stored object's name the client does not read.
const createdEntry = z.object({
  fileEntry: z.object({ id: z.number(), url: z.string(), file_name: z.string() }),
});

/** The storage panel's values for the test bucket, as the admin's uploading panel saves them. */
const bucketSettings = (server: S3TestServer) => ({
  'server.uploads_driver': 's3',
  'server.s3_bucket': server.bucket,
  'server.s3_region': server.env.S3_REGION,
  'server.s3_endpoint': server.endpoint,
  'server.s3_key': server.env.S3_KEY,
  'server.s3_secret': server.env.S3_SECRET,
  'server.s3_force_path_style': true,
});

async function saveSettings(changes: Record<string, unknown>) {
  const saved = await admin.request('/api/v1/admin/settings', { method: 'PUT', body: { changes } });
  expect(saved.status, saved.text).toBe(200);
}

async function uploadsDriver(): Promise<string | undefined> {
  return bootstrapDataSchema.parse((await listener.get('/api/v1/bootstrap-data')).json).settings.uploads
    ?.uploads_driver;
}

function form(content: string, name: string, type: string, disk = 'uploads') {
  const body = new FormData();
  body.set('file', new Blob([content], { type }), name);
  body.set('clientMime', type);
  body.set('clientExtension', name.split('.').pop() ?? '');
  body.set('disk', disk);
  return body;
}

async function plainUpload(content: string, name = 'Take.mp3', type = 'audio/mpeg', disk = 'uploads') {
  const answer = await listener.post('/api/v1/file-entries', form(content, name, type, disk));
  expect(answer.status, answer.text).toBe(201);
  return createdEntry.parse(answer.json).fileEntry;
}

const TUS = { 'Tus-Resumable': '1.0.0' };
const tusMetadata = (size: number) =>
  Object.entries({
    clientName: 'Long Mix.mp3',
    clientExtension: 'mp3',
    clientMime: 'audio/mpeg',
    clientSize: `${size}`,
  })
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

async function startTus(size: number): Promise<string> {
  const created = await listener.request('/api/v1/tus/upload?workspaceId=0', {
    method: 'POST',
    headers: { ...TUS, 'Upload-Length': String(size), 'Upload-Metadata': tusMetadata(size) },
  });
  expect(created.status, created.text).toBe(201);
  return created.headers.get('Location') ?? '';
}

async function sendTus(url: string, offset: number, bytes: string) {
  const sent = await listener.request(`${url}?workspaceId=0`, {
    method: 'PATCH',
    headers: { ...TUS, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(offset) },
    body: bytes,
  });
  expect(sent.status, sent.text).toBe(204);
}

async function finishTus(url: string) {
  const recorded = await listener.post('/api/v1/tus/entries', { uploadKey: url.split('/').pop() });
  expect(recorded.status, recorded.text).toBe(201);
  return createdEntry.parse(recorded.json).fileEntry;
}

const inBucket = (key: string) =>
  bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key })).then(
    () => true,
    () => false,
  );
const onDisk = (folder: string, name: string) =>
  stat(join(app.dataDir, folder, name)).then(
    () => true,
    () => false,
  );

async function expectServed(url: string, content: string) {
  const whole = await listener.get(url);
  expect(whole.status).toBe(200);
  expect(whole.text).toBe(content);
  const ranged = await listener.request(url, { headers: { Range: 'bytes=2-5' } });
  expect(ranged.status).toBe(206);
  expect(ranged.text).toBe(Buffer.from(content).subarray(2, 6).toString());
}

const PNG = '\x89PNG\r\n\x1a\n public cover bytes';
const storedBefore = { content: 'stored on the disk before the switch' };
const storedInBucket = {
  content: 'stored in the bucket after the switch',
  id: 0,
  name: '',
  url: '',
  cover: '',
};

describe('switching the upload storage while the server runs', () => {
  it('sends the next upload to a saved bucket, keeping earlier files and a tus upload in progress on the disk', async () => {
    const before = await plainUpload(storedBefore.content);
    expect(await onDisk('uploads', before.file_name)).toBe(true);
    const tusContent = 'twenty bytes of tus!';
    const inProgress = await startTus(tusContent.length);
    await sendTus(inProgress, 0, tusContent.slice(0, 10));

    await saveSettings(bucketSettings(s3));
    expect(await uploadsDriver()).toBe('s3');

    const after = await plainUpload(storedInBucket.content);
    expect(await inBucket(`uploads/${after.file_name}`)).toBe(true);
    expect(await onDisk('uploads', after.file_name)).toBe(false);
    Object.assign(storedInBucket, { id: after.id, name: after.file_name, url: after.url });
    const cover = await plainUpload(PNG, 'Cover.png', 'image/png', 'public');
    expect(await inBucket(`public/${cover.file_name}`)).toBe(true);
    storedInBucket.cover = cover.url;
    await expectServed(after.url, storedInBucket.content);
    await expectServed(cover.url, PNG);

    await expectServed(before.url, storedBefore.content);
    await sendTus(inProgress, 10, tusContent.slice(10));
    const finished = await finishTus(inProgress);
    expect(await onDisk('uploads', finished.file_name)).toBe(true);
    expect(await inBucket(`uploads/${finished.file_name}`)).toBe(false);
    await expectServed(finished.url, tusContent);

    const resumable = await startTus(10);
    await sendTus(resumable, 0, '0123456789');
    const inTheBucket = await finishTus(resumable);
    expect(await inBucket(`uploads/${inTheBucket.file_name}`)).toBe(true);
    expect(await onDisk('uploads', inTheBucket.file_name)).toBe(false);

    const deleted = await listener.post('/api/v1/file-entries/delete', {
      entryIds: [before.id],
      deleteForever: true,
    });
    expect(deleted.status).toBe(200);
    expect(await onDisk('uploads', before.file_name)).toBe(false);
  });

  it('sends the next upload back to the disk once local storage is saved, finishing uploads begun in the bucket there and still serving and deleting its files', async () => {
    expect(storedInBucket.url).not.toBe('');
    const partBytes = 'one part, sent to the bucket after the switch back';
    const started = await listener.post('/api/v1/s3/multipart/create', {
      filename: 'Long Mix.mp3',
      mime: 'audio/mpeg',
      size: partBytes.length,
      extension: 'mp3',
    });
    expect(started.status, started.text).toBe(200);
    const multipart = multipartCreateResponseSchema.parse(started.json);
    const tusContent = 'a tus upload begun in the bucket';
    const tusInBucket = await startTus(tusContent.length);
    await sendTus(tusInBucket, 0, tusContent.slice(0, 12));

    await saveSettings({ 'server.uploads_driver': 'local' });
    expect(await uploadsDriver()).toBe('local');

    const signed = await listener.post('/api/v1/s3/multipart/batch-sign-part-urls', {
      ...multipart,
      partNumbers: [1],
    });
    expect(signed.status, signed.text).toBe(200);
    const [part] = signedPartUrlsResponseSchema.parse(signed.json).urls;
    expect(part?.url.startsWith(s3.endpoint)).toBe(true);
    const sentPart = await fetch(part?.url ?? '', { method: 'PUT', body: partBytes });
    expect(sentPart.status).toBe(200);
    const completed = await listener.post('/api/v1/s3/multipart/complete', {
      ...multipart,
      parts: [{ PartNumber: 1, ETag: sentPart.headers.get('ETag') }],
    });
    expect(completed.status, completed.text).toBe(200);
    const recorded = await listener.post('/api/v1/s3/entries', {
      clientName: 'Long Mix.mp3',
      clientMime: 'audio/mpeg',
      clientExtension: 'mp3',
      filename: multipart.key.split('/').pop(),
      size: partBytes.length,
      disk: 'uploads',
    });
    expect(recorded.status, recorded.text).toBe(201);
    await expectServed(createdEntry.parse(recorded.json).fileEntry.url, partBytes);
    expect(await inBucket(multipart.key)).toBe(true);
    await sendTus(tusInBucket, 12, tusContent.slice(12));
    const finished = await finishTus(tusInBucket);
    expect(await inBucket(`uploads/${finished.file_name}`)).toBe(true);
    expect(await onDisk('uploads', finished.file_name)).toBe(false);
    await expectServed(finished.url, tusContent);

    const local = await plainUpload('back on the disk');
    expect(await onDisk('uploads', local.file_name)).toBe(true);
    expect(await inBucket(`uploads/${local.file_name}`)).toBe(false);

    await expectServed(storedInBucket.url, storedInBucket.content);
    await expectServed(storedInBucket.cover, PNG);
    const deleted = await listener.post('/api/v1/file-entries/delete', {
      entryIds: [storedInBucket.id],
      deleteForever: true,
    });
    expect(deleted.status).toBe(200);
    expect(await inBucket(`uploads/${storedInBucket.name}`)).toBe(false);
  });
});

describe('another instance following the saved settings', () => {
  it('sends its next upload to the storage saved on the first instance, and back', async () => {
    const services = app.server.services;
    const parsed = parseEnv(app.env);
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
    // A second instance on the same database and disks: its own environment, upload storage and settings follower.
    const env = parsed.env;
    await loadServerConfig(services.db, services.secretBox, env);
    const uploadStorage = await createUploadStorage({
      env,
      db: services.db,
      appKey: services.appKey,
      now: services.now,
    });
    const errors: unknown[] = [];
    const stopFollowing = await followStoredServerConfig({
      source: services.live.source,
      db: services.db,
      secretBox: services.secretBox,
      env,
      onError: (error) => errors.push(error),
      debounceMs: 0,
    });
    const other = createApp({ ...services, env, uploadStorage }, projectRoot());
    const uploadToOther = async (content: string) => {
      const answer = await other.request(new URL('/api/v1/file-entries', app.url).href, {
        method: 'POST',
        body: form(content, 'Other.mp3', 'audio/mpeg'),
        headers: {
          Cookie: [...listener.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          'X-XSRF-TOKEN': decodeURIComponent(listener.cookies.get('XSRF-TOKEN') ?? ''),
        },
      });
      expect(answer.status).toBe(201);
      return createdEntry.parse(await answer.json()).fileEntry;
    };
    try {
      expect(uploadStorage.driver).toBe('local');
      await saveSettings(bucketSettings(s3));
      await vi.waitFor(() => expect(uploadStorage.driver).toBe('s3'), { timeout: 5_000 });
      const toBucket = await uploadToOther('sent to the other instance');
      expect(await inBucket(`uploads/${toBucket.file_name}`)).toBe(true);
      expect(await onDisk('uploads', toBucket.file_name)).toBe(false);

      await saveSettings({ 'server.uploads_driver': 'local' });
      await vi.waitFor(() => expect(uploadStorage.driver).toBe('local'), { timeout: 5_000 });
      const toDisk = await uploadToOther('sent to the other instance again');
      expect(await onDisk('uploads', toDisk.file_name)).toBe(true);
      await expectServed(toBucket.url, 'sent to the other instance');
      expect(errors).toEqual([]);
    } finally {
      await stopFollowing();
    }
  });
});

describe('entries stored before storages were recorded', () => {
  it('are served from the storage the server started with, and get it recorded at the next start', async () => {
    const { db, appKey, now } = app.server.services;
    const content = 'stored before storages were recorded';
    const entry = await plainUpload(content);
    await db.update(fileEntries).set({ driver: null }).where(eq(fileEntries.id, entry.id));
    await expectServed(entry.url, content);

    const parsed = parseEnv({ ...app.env, ...s3.env });
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
    await createUploadStorage({ env: parsed.env, db, appKey, now });
    const [recorded] = await db
      .select({ driver: fileEntries.driver })
      .from(fileEntries)
      .where(eq(fileEntries.id, entry.id));
    expect(recorded?.driver).toBe('s3');
    await db.delete(fileEntries).where(eq(fileEntries.id, entry.id));
  });
});

describe('opening the bucket', () => {
  it('opens none while files stay on the disks, then the saved one once, and again when its keys change', async () => {
    const { db, appKey, now } = app.server.services;
    const parsed = parseEnv(app.env);
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
    const env = parsed.env;
    const opened: string[] = [];
    const storage = createSwitchingUploadStorage({
      env,
      db,
      appKey,
      now,
      startDriver: 'local',
      // Stands in for the AWS SDK's storage, recording which bucket and keys it was opened for.
      openBucket: async (config) => {
        opened.push(`${config.bucket}:${config.key}`);
        return createLocalUploadStorage({ dataDir: app.dataDir, appKey, now });
      },
    });
    const file = join(app.dataDir, 'lazy-bucket-check');
    await writeFile(file, 'stays on the disk');
    const object = { disk: 'uploads' as const, name: 'lazyBucketCheck1.txt', driver: storage.driver };
    await storage.storeFile(object, file);
    expect(await storage.sizeOf(object)).toBe('stays on the disk'.length);
    expect(await storage.tusUploadDriver('0123456789abcdef0123456789abcdef')).toBe('local');
    await storage.remove({ disk: 'uploads', name: object.name });
    expect(opened).toEqual([]);

    applyServerConfig(env, { ...bucketSettings(s3), 'server.uploads_driver': 's3' });
    expect(storage.driver).toBe('s3');
    const put = {
      disk: 'uploads' as const,
      name: 'lazyBucketCheck2.mp3',
      mime: null,
      acl: 'private' as const,
    };
    await storage.presignPut(app.url, put);
    await storage.presignPut(app.url, put);
    expect(opened).toEqual([`${s3.bucket}:${s3.env.S3_KEY}`]);
    applyServerConfig(env, {
      ...bucketSettings(s3),
      'server.s3_key': 'ROTATED',
      'server.uploads_driver': 'local',
    });
    await storage.presignPut(app.url, { ...put, driver: 's3' });
    expect(opened).toEqual([`${s3.bucket}:${s3.env.S3_KEY}`, `${s3.bucket}:ROTATED`]);
  });
});
