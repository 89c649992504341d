/**
 * `pnpm bench:import`: 200 tagged MP3 files of 5 MB each (generated, `BENCH_IMPORT_FILES` and `BENCH_IMPORT_MB`
 * change that) go through the real upload path into the catalogue, against the server as `pnpm start` runs it: the
 * client's upload engine sends each file (tus, as a browser does for files this size), `POST
 * admin/catalogue-import/files` reads it, `POST admin/catalogue-import/publish` publishes it, and its stream is
 * fetched. Prints files per second over the whole run, the server process's peak memory (VmHWM) and, per file, the
 * time from its last byte reaching the server to its track answering its stream (median, p95, max).
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { taggedMp3 } from '../../apps/server/src/admin/catalogue-import/test-support/tagged-audio';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../../apps/server/src/config/env';
import { encodePng } from '../../apps/server/src/demo-music/png';
import { TestVisitor } from '../../apps/server/src/test-support/test-visitor';
import { cookieHeader } from '../../apps/server/src/uploads/faults/fault-trials';
import { KillableServer } from '../../apps/server/src/uploads/faults/killable-server';
import {
  catalogueImportPublishResponseSchema,
  catalogueImportResponseSchema,
} from '../../packages/client/src/contract/index';
import { createHttpClient } from '../../packages/client/src/index';
import { createNodeTransport, openDiskFile } from '../../packages/client/src/node/index';
import { MemoryResumeStorage, UploadQueue } from '../../packages/client/src/uploads/index';

const FILES = Number(process.env.BENCH_IMPORT_FILES ?? 200);
const FILE_BYTES = Number(process.env.BENCH_IMPORT_MB ?? 5) * 1_000_000;
/** An MPEG-1 Layer III frame at 128 kbit/s and 44.1 kHz is 417 bytes and 1152 samples long. */
const SECONDS = ((FILE_BYTES / 417) * 1152) / 44_100;
const COVER = encodePng(64, 64, new Uint8Array(64 * 64 * 3).fill(120));

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

/** The peak resident memory of each child process of this one, from `/proc`. */
function childPeaks(): { pid: number; peakBytes: number }[] {
  const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8')
    .trim()
    .split(/\s+/);
  return children.filter(Boolean).flatMap((pid) => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const peak = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return peak ? [{ pid: Number(pid), peakBytes: Number(peak) * 1024 }] : [];
  });
}

const work = await mkdtemp(join(tmpdir(), 'tonearm-bench-import-'));
const server = await KillableServer.create();
try {
  console.log(`Writing ${FILES} tagged MP3 files of ${(FILE_BYTES / 1e6).toFixed(0)} MB…`);
  const paths: string[] = [];
  for (let index = 0; index < FILES; index += 1) {
    const path = join(work, `track-${index}.mp3`);
    const bytes = taggedMp3(
      {
        title: `Bench Track ${index + 1}`,
        artists: [`Bench Artist ${(index % 10) + 1}`],
        album: `Bench Album ${(index % 20) + 1}`,
        track: (index % 10) + 1,
        genres: ['Electronic'],
        year: 2024,
        cover: COVER,
      },
      { version: 4, seconds: SECONDS },
    );
    // Each file's audio differs, so no file is a duplicate of another.
    bytes.writeUInt32BE(index, bytes.length - 8);
    await writeFile(path, bytes);
    paths.push(path);
  }
  server.publicAt(server.url);
  await server.start();
  const admin = await new TestVisitor(server.url).open();
  const login = await admin.post('/auth/login', {
    email: DEFAULT_ADMIN_EMAIL,
    password: DEFAULT_ADMIN_PASSWORD,
    remember: false,
  });
  if (login.status !== 200) throw new Error(`Signing in answered ${login.status}: ${login.text}`);
  const withCookies = (input: string | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (init.credentials !== 'omit') headers.set('Cookie', cookieHeader(admin));
    return fetch(input, { ...init, headers });
  };
  const http = createHttpClient({
    baseUrl: server.url,
    fetch: withCookies,
    readCookie: (name) => admin.cookies.get(name),
  });
  const queue = new UploadQueue({
    http,
    settings: { uploads_driver: 'local' },
    userId: 1,
    transport: createNodeTransport({ cookie: () => cookieHeader(admin) }),
    resumeStorage: new MemoryResumeStorage(),
    connectivity: { isOnline: () => true, whenOnline: async () => undefined },
    readCookie: (name) => admin.cookies.get(name),
  });

  const lastByteToPlayable: number[] = [];
  const readMs: number[] = [];
  const publishMs: number[] = [];
  const imports: Promise<void>[] = [];
  const started = performance.now();
  const files = await Promise.all(
    paths.map((path) => openDiskFile(path, { name: path.split('/').pop() ?? '', type: 'audio/mpeg' })),
  );
  queue.add(files, {
    onSuccess: (entry) => {
      // The entry is recorded once the last byte is stored: the clock starts here.
      const lastByte = performance.now();
      imports.push(
        (async () => {
          const read = await admin.post('/api/v1/admin/catalogue-import/files', { file_entry_id: entry.id });
          const readAt = performance.now();
          readMs.push(readAt - lastByte);
          if (read.status !== 201)
            throw new Error(`Reading ${entry.name} answered ${read.status}: ${read.text}`);
          const found = catalogueImportResponseSchema.parse(read.json).import;
          const published = await admin.post('/api/v1/admin/catalogue-import/publish', {
            tracks: [{ import_id: found.id, ...found.proposal }],
          });
          if (published.status !== 201)
            throw new Error(`Publishing answered ${published.status}: ${published.text}`);
          publishMs.push(performance.now() - readAt);
          const track = catalogueImportPublishResponseSchema.parse(published.json).tracks[0];
          const stream = await withCookies(`${server.url}/api/v1/tracks/${track?.id}/stream`, {
            headers: { Range: 'bytes=0-1023' },
          });
          await stream.arrayBuffer();
          if (stream.status !== 206)
            throw new Error(`The stream of ${track?.name} answered ${stream.status}`);
          lastByteToPlayable.push(performance.now() - lastByte);
        })(),
      );
    },
    onError: (message, file) => console.error(`${file.name} failed: ${message}`),
  });
  const uploads = queue.getSnapshot().uploads;
  await Promise.all(uploads.map((upload) => queue.whenSettled(upload.id)));
  await Promise.all(imports);
  const elapsedSeconds = (performance.now() - started) / 1000;
  queue.dispose();
  const peaks = childPeaks();
  const serverPeak = Math.max(0, ...peaks.map((child) => child.peakBytes));
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log('');
  console.log(`files imported           ${lastByteToPlayable.length} of ${FILES}`);
  console.log(`files per second         ${(lastByteToPlayable.length / elapsedSeconds).toFixed(2)}`);
  console.log(
    `MB per second            ${((lastByteToPlayable.length * FILE_BYTES) / 1e6 / elapsedSeconds).toFixed(1)}`,
  );
  console.log(`server peak memory       ${(serverPeak / 2 ** 20).toFixed(0)} MiB (VmHWM)`);
  console.log(
    `last byte to playable    median ${ms(percentile(lastByteToPlayable, 0.5))}, p95 ${ms(percentile(lastByteToPlayable, 0.95))}, max ${ms(Math.max(...lastByteToPlayable))}`,
  );
  console.log(
    `  of which reading        median ${ms(percentile(readMs, 0.5))}, publishing median ${ms(percentile(publishMs, 0.5))}`,
  );
  if (lastByteToPlayable.length !== FILES) process.exitCode = 1;
} finally {
  await server.stop();
  await rm(work, { recursive: true, force: true });
}
