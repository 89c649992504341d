import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  acknowledgementSchema,
  bootstrapDataSchema,
  fileEntryResponseSchema,
} from '@tonearm/client/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSetting, writeSetting } from '../settings/settings-store';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor } from '../test-support/test-visitor';
import { fileTooLargeMessage } from './file-entry-routes';

const MAX_UPLOAD = 256 * 1024;
let app: TestServer;
let listener: TestVisitor;
let count = 0;

beforeAll(async () => {
  app = await startTestServer({ UPLOAD_MAX_SIZE: String(MAX_UPLOAD) });
  listener = await registerListener(app.url, 'plain-uploads@example.com', 'correct horse battery');
}, 60_000);
afterAll(() => app?.stop());

function uploadForm(
  content: string | Uint8Array<ArrayBuffer>,
  name: string,
  fields: Record<string, string> = {},
  type = 'audio/mpeg',
) {
  const form = new FormData();
  form.set('file', new Blob([content], { type }), name);
  form.set('clientMime', type);
  form.set('clientExtension', name.split('.').pop() ?? '');
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  return form;
}

/** A form sent as a stream, without a length, pushed piece by piece as a slow client sends it. */
async function streamedForm(form: FormData) {
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (control) => (controller = control) });
  return {
    body,
    headers: { 'Content-Type': encoded.headers.get('content-type') ?? '' },
    send: (from: number, to = bytes.length) => controller.enqueue(bytes.slice(from, to)),
    end: () => controller.close(),
    length: bytes.length,
  };
}

/** Bytes of the plain uploads being received. */
async function bytesIncoming(): Promise<number> {
  const folder = join(app.server.services.env.DATA_DIR, 'incoming');
  const names = await readdir(folder).catch(() => []);
  const sizes = await Promise.all(names.map((name) => stat(join(folder, name)).then((info) => info.size)));
  return sizes.reduce((sum, size) => sum + size, 0);
}

async function upload(visitor: TestVisitor, content: string, name = 'Intro.mp3', fields = {}) {
  const answer = await visitor.post('/api/v1/file-entries', uploadForm(content, name, fields));
  expect(answer.status, answer.text).toBe(201);
  return fileEntryResponseSchema.parse(answer.json).fileEntry;
}

describe('POST file-entries', () => {
  it('stores the file and answers the entry the client reads, served back to its owner', async () => {
    const content = 'ID3 not really an mp3, but bytes all the same';
    const entry = await upload(listener, content, 'Intro.mp3', {
      disk: 'uploads',
      relativePath: 'Mix/Intro.mp3',
    });
    expect(entry).toMatchObject({
      name: 'Intro.mp3',
      mime: 'audio/mpeg',
      extension: 'mp3',
      file_size: content.length,
      path: String(entry.id),
      url: `/api/v1/file-entries/${entry.id}/file`,
    });
    const served = await listener.get(entry.url);
    expect(served.status).toBe(200);
    expect(served.text).toBe(content);
    expect(served.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(served.headers.get('Content-Disposition')).toMatch(/^inline; filename="Intro.mp3"/);
    expect(served.headers.get('Accept-Ranges')).toBe('bytes');
  });

  it('puts a file into a folder entry of the owner, whose path leads to it', async () => {
    const parent = await upload(listener, 'parent');
    const child = await upload(listener, 'child', 'Child.mp3', { parentId: String(parent.id) });
    expect(child.path).toBe(`${parent.id}/${child.id}`);
  });

  it('keeps files on the uploads disk from other users and guests', async () => {
    const entry = await upload(listener, 'private bytes');
    const other = await registerListener(app.url, `other${++count}@example.com`, 'correct horse battery');
    expect((await other.get(entry.url)).status).toBe(404);
    expect((await new TestVisitor(app.url).open().then((guest) => guest.get(entry.url))).status).toBe(401);
  });

  it('serves public-disk files to anyone under /storage', async () => {
    const entry = await upload(listener, 'public bytes', 'Cover.mp3', { disk: 'public' });
    expect(entry.url).toMatch(/^\/storage\/files\/[\w-]+\.mp3$/);
    const guest = await new TestVisitor(app.url).open();
    const served = await guest.get(entry.url);
    expect(served.text).toBe('public bytes');
    const range = await guest.get(entry.url, { headers: { Range: 'bytes=7-' } });
    expect([range.status, range.text]).toEqual([206, 'bytes']);
  });

  it('takes only raster images and audio on the public disk, whatever the name or claimed type', async () => {
    const refused = [
      uploadForm('<svg onload="alert(1)"/>', 'Cover.svg', { disk: 'public' }, 'image/svg+xml'),
      uploadForm('<svg onload="alert(1)"/>', 'Cover.png', { disk: 'public' }, 'image/svg+xml; charset=utf-8'),
      uploadForm('alert(1)', 'player.js', { disk: 'public' }, 'text/javascript'),
      uploadForm('<script>alert(1)</script>', 'page.html', { disk: 'public' }, 'image/png'),
      uploadForm('MZ', 'setup.exe', { disk: 'public' }, 'application/octet-stream'),
    ];
    for (const form of refused) {
      const answer = await listener.post('/api/v1/file-entries', form);
      expect(answer.status, answer.text).toBe(422);
      expect(answer.json).toMatchObject({ errors: { file: ['The file must be an image or audio file.'] } });
    }
    expect(await readdir(join(app.server.services.env.DATA_DIR, 'storage', 'files'))).not.toContainEqual(
      expect.stringMatching(/\.(svg|js|html|exe)$/),
    );
    const cover = await upload(listener, 'png bytes', 'Cover.png', { disk: 'public' });
    const served = await new TestVisitor(app.url).get(cover.url);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('Content-Disposition')).toBe('inline');
    expect(served.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
  });

  it('serves whatever else lies on the public disk as a sandboxed download', async () => {
    const folder = join(app.server.services.env.DATA_DIR, 'storage', 'files');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'LeftBehind1234.svg'), '<svg onload="alert(1)"/>');
    const served = await new TestVisitor(app.url).get('/storage/files/LeftBehind1234.svg');
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(served.headers.get('Content-Disposition')).toBe('attachment');
    expect(served.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
  });

  it('answers a range with 206 and Content-Range, and one past the end with 416', async () => {
    const entry = await upload(listener, '0123456789');
    const middle = await listener.get(entry.url, { headers: { Range: 'bytes=2-5' } });
    expect(middle.status).toBe(206);
    expect(middle.text).toBe('2345');
    expect(middle.headers.get('Content-Range')).toBe('bytes 2-5/10');
    const suffix = await listener.get(entry.url, { headers: { Range: 'bytes=-3' } });
    expect([suffix.status, suffix.text]).toEqual([206, '789']);
    const open = await listener.get(entry.url, { headers: { Range: 'bytes=7-' } });
    expect([open.status, open.text, open.headers.get('Content-Range')]).toEqual([206, '789', 'bytes 7-9/10']);
    const past = await listener.get(entry.url, { headers: { Range: 'bytes=10-12' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('Content-Range')).toBe('bytes */10');
  });

  it('downloads rather than renders types a browser would run', async () => {
    const answer = await listener.post(
      '/api/v1/file-entries',
      uploadForm('<script>alert(1)</script>', 'page.html', {}, 'text/html'),
    );
    const entry = fileEntryResponseSchema.parse(answer.json).fileEntry;
    const served = await listener.get(entry.url);
    expect(served.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(served.headers.get('Content-Disposition')).toMatch(/^attachment; /);
    expect(served.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
  });

  it('downloads an SVG whatever parameters its type carries', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>';
    for (const type of ['image/svg+xml; charset=utf-8', ' Image/SVG+XML ']) {
      const answer = await listener.post('/api/v1/file-entries', uploadForm(svg, 'Logo.svg', {}, type));
      const entry = fileEntryResponseSchema.parse(answer.json).fileEntry;
      const served = await listener.get(entry.url);
      expect(served.headers.get('Content-Disposition')).toMatch(/^attachment; /);
      expect(served.headers.get('Content-Type')).toBe('application/octet-stream');
    }
  });

  it('needs a signed-in user', async () => {
    const guest = await new TestVisitor(app.url).open();
    const answer = await guest.post('/api/v1/file-entries', uploadForm('x', 'a.mp3'));
    expect(answer.status).toBe(401);
  });

  it('refuses a missing file, an unknown disk and a parent of someone else with field errors', async () => {
    const form = new FormData();
    form.set('clientMime', 'audio/mpeg');
    const missing = await listener.post('/api/v1/file-entries', form);
    expect(missing.status).toBe(422);
    expect(missing.json).toMatchObject({ errors: { file: [expect.any(String)] } });
    const disk = await listener.post('/api/v1/file-entries', uploadForm('x', 'a.mp3', { disk: 'attic' }));
    expect(disk.json).toMatchObject({ errors: { disk: ['The selected disk is invalid.'] } });
    const other = await registerListener(app.url, `other${++count}@example.com`, 'correct horse battery');
    const theirs = await upload(other, 'theirs');
    const parent = await listener.post(
      '/api/v1/file-entries',
      uploadForm('x', 'a.mp3', { parentId: String(theirs.id) }),
    );
    expect(parent.status).toBe(422);
    expect(parent.json).toMatchObject({ errors: { parentId: ['The selected parent id is invalid.'] } });
  });

  it('refuses a file over the largest upload with the message the client shows', async () => {
    const justOver = await listener.post(
      '/api/v1/file-entries',
      uploadForm(new Uint8Array(MAX_UPLOAD + 1), 'big.mp3'),
    );
    expect(justOver.status).toBe(422);
    expect(justOver.json).toMatchObject({ message: fileTooLargeMessage(MAX_UPLOAD) });
    const farOver = await listener.post(
      '/api/v1/file-entries',
      uploadForm(new Uint8Array(MAX_UPLOAD * 2), 'bigger.mp3'),
    );
    expect(farOver.status).toBe(413);
    expect(farOver.json).toEqual({ message: 'The request body is too large.' });
  });
});

describe('POST file-entries sent without a length', () => {
  it('writes the file to disk as it arrives, before the body has ended', async () => {
    const content = new Uint8Array(200 * 1024).fill(3);
    const form = await streamedForm(uploadForm(content, 'Streamed.mp3'));
    const answer = listener.post('/api/v1/file-entries', form.body, { headers: form.headers });
    // Most of the file, sent and not yet ended: it is already on disk, not gathered in memory first.
    form.send(0, 150 * 1024);
    await vi.waitFor(async () => expect(await bytesIncoming()).toBeGreaterThanOrEqual(100 * 1024), {
      timeout: 5_000,
    });
    form.send(150 * 1024);
    form.end();
    const created = await answer;
    expect(created.status, created.text).toBe(201);
    const entry = fileEntryResponseSchema.parse(created.json).fileEntry;
    expect(entry.file_size).toBe(content.length);
    const served = await listener.get(entry.url);
    expect(served.text.length).toBe(content.length);
  });

  it('refuses a body over the largest upload once it passes it, with the answer a declared length gets', async () => {
    const form = await streamedForm(uploadForm(new Uint8Array(MAX_UPLOAD * 2), 'endless.mp3'));
    const answer = listener.post('/api/v1/file-entries', form.body, { headers: form.headers });
    form.send(0);
    form.end();
    const refused = await answer;
    expect(refused.status).toBe(413);
    expect(refused.json).toEqual({ message: 'The request body is too large.' });
    await vi.waitFor(async () => expect(await bytesIncoming()).toBe(0));
  });
});

describe('upload limits', () => {
  it("tells the client the drivers and the largest upload, and applies an admin's lower limit at once", async () => {
    const bootstrap = async () =>
      bootstrapDataSchema.parse((await listener.get('/api/v1/bootstrap-data')).json).settings.uploads;
    expect(await bootstrap()).toMatchObject({
      uploads_driver: 'local',
      public_driver: 'local',
      max_size: MAX_UPLOAD,
    });
    const { db } = app.server.services;
    const stored = await readSetting(db, 'uploads');
    try {
      await writeSetting(db, 'uploads', { ...(stored as object), max_size: 1000 });
      expect((await bootstrap())?.max_size).toBe(1000);
      const refused = await listener.post('/api/v1/file-entries', uploadForm(new Uint8Array(1001), 'a.mp3'));
      expect(refused.status).toBe(422);
      expect(refused.json).toMatchObject({ message: fileTooLargeMessage(1000) });
      // An admin cannot raise the limit above what the server takes.
      await writeSetting(db, 'uploads', { ...(stored as object), max_size: MAX_UPLOAD * 4 });
      expect((await bootstrap())?.max_size).toBe(MAX_UPLOAD);
    } finally {
      await writeSetting(db, 'uploads', stored);
    }
  });
});

describe('POST file-entries/delete', () => {
  it('moves entries to the trash, or deletes them and their files forever', async () => {
    const trashed = await upload(listener, 'trash me');
    const gone = await upload(listener, 'delete me');
    const child = await upload(listener, 'inside', 'inside.mp3', { parentId: String(gone.id) });

    const toTrash = await listener.post('/api/v1/file-entries/delete', { entryIds: [trashed.id] });
    expect(acknowledgementSchema.parse(toTrash.json)).toEqual({ status: 'success' });
    expect((await listener.get(trashed.url)).status).toBe(200);

    const forever = await listener.post('/api/v1/file-entries/delete', {
      paths: [gone.path],
      deleteForever: true,
    });
    expect(forever.status).toBe(200);
    expect((await listener.get(gone.url)).status).toBe(404);
    expect((await listener.get(child.url)).status).toBe(404);
  });

  it('leaves entries of other users alone', async () => {
    const mine = await upload(listener, 'mine');
    const other = await registerListener(app.url, `other${++count}@example.com`, 'correct horse battery');
    const answer = await other.post('/api/v1/file-entries/delete', {
      entryIds: [mine.id],
      deleteForever: true,
    });
    expect(answer.status).toBe(200);
    expect((await listener.get(mine.url)).status).toBe(200);
  });

  it('refuses a body naming nothing', async () => {
    const answer = await listener.post('/api/v1/file-entries/delete', { entryIds: [] });
    expect(answer.status).toBe(422);
  });
});
