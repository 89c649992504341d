/**
 * `pnpm bench:uploads`: one file (1 GiB, or `BENCH_UPLOAD_BYTES`) through each upload method on loopback, the
 * client's real engine against the server as `pnpm start` runs it, beside a raw write of the same bytes (`dd`)
 * measured in the same run (before each method), in rounds (3, or `BENCH_UPLOAD_ROUNDS`); every timed section starts
 * from the same settled machine (`settle`). Prints the median MB/s of each, the
 * ratio to the raw write's median, the requests made and the client's peak memory, then checks the budget
 * (`budget.ts`): tus and multipart at 70% of the raw write or better, the client under two chunks.
 *
 * Quick run: `BENCH_UPLOAD_BYTES=67108864 BENCH_UPLOAD_ROUNDS=1 BENCH_UPLOAD_METHODS=tus pnpm bench:uploads`.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerListener } from '../../apps/server/src/test-support/register-listener';
import { cookieHeader } from '../../apps/server/src/uploads/faults/fault-trials';
import { KillableServer } from '../../apps/server/src/uploads/faults/killable-server';
import { createHttpClient } from '../../packages/client/src/index';
import { createNodeTransport, openDiskFile } from '../../packages/client/src/node/index';
import {
  DEFAULT_PART_SIZE,
  MemoryResumeStorage,
  type TransportRequest,
  type UploadMethod,
  UploadQueue,
} from '../../packages/client/src/uploads/index';
import { budgetProblems, type MethodFigures } from './budget';
import { peakMemoryDuring } from './memory-sampler';

const MIB = 2 ** 20;
const size = Number(process.env.BENCH_UPLOAD_BYTES ?? 2 ** 30);
/**
 * The site's `uploads.chunk_size` for tus. Every PATCH pays the session middleware and tus's own checks (tens of ms
 * on a busy machine), and the PATCHes of one upload follow each other, so 8 MiB chunks lost a third of their time to
 * them; at 32 MiB that falls under a tenth. A browser streams each chunk from disk, so a larger chunk costs no memory.
 */
const TUS_CHUNK = 32 * MIB;
/** Multipart parts are the client's default (20 MiB, doc 000 §9), five in flight. */
const PART = DEFAULT_PART_SIZE;
/** The chunk or part each method sends, which bounds the client's memory; plain and S3 direct send the file. */
const SLICE: Record<UploadMethod, number> = {
  plain: size,
  tus: TUS_CHUNK,
  's3-direct': size,
  's3-multipart': PART,
};
const ALL_METHODS: UploadMethod[] = ['plain', 'tus', 's3-direct', 's3-multipart'];
/** `BENCH_UPLOAD_METHODS=tus,s3-multipart` runs only those. */
const METHODS = ALL_METHODS.filter(
  (method) =>
    !process.env.BENCH_UPLOAD_METHODS || process.env.BENCH_UPLOAD_METHODS.split(',').includes(method),
);

/** Rounds of the whole run (`BENCH_UPLOAD_ROUNDS`): a loopback upload's speed moves by a third from run to run here. */
const ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 3);

const mbPerSecond = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1000);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((first, second) => first - second);
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
    : (sorted[Math.floor(middle)] ?? 0);
}

/** A file of `bytes` random bytes on disk, written a block at a time. */
async function sourceFile(folder: string, bytes: number): Promise<string> {
  const path = join(folder, 'source.bin');
  const BLOCK = 8 * MIB;
  const block = randomBytes(BLOCK);
  const output = createWriteStream(path);
  for (let written = 0; written < bytes; written += BLOCK) {
    block.writeUInt32BE(written / BLOCK, 0);
    const piece = block.subarray(0, Math.min(BLOCK, bytes - written));
    if (!output.write(piece)) await new Promise<void>((resolve) => output.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) =>
    output.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return path;
}

/**
 * Puts the machine in the same state before every timed section, raw write or upload. Dirty pages are written out,
 * so no run pays for the writeback of the one before it. Then it waits: on a virtual machine, pages freed moments
 * ago are cheap to fill again, but after a second or so (once the host has taken the freed memory back) every new
 * page costs a fault again.
 * Here a 1 GiB copy run right after another was deleted went at 1.2–2.5 GB/s, and after a second idle at
 * 230–520 MB/s. Without the wait, each upload began just after the raw write's copy was deleted, and the raw write
 * long after the upload's: the order alone favoured the uploads.
 */
const SETTLE_MS = 2000;

async function settle(): Promise<void> {
  execFileSync('sync');
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}

/**
 * The raw write: `dd` copies the file a mebibyte at a time, what writing these bytes costs on this machine with no
 * runtime and no HTTP in the way. Node's own copies ran slower than some of the uploads they were meant to bound.
 */
async function rawWrite(source: string, folder: string): Promise<number> {
  const copy = join(folder, 'raw-copy.bin');
  await settle();
  const started = performance.now();
  execFileSync('dd', [`if=${source}`, `of=${copy}`, 'bs=1M', 'status=none']);
  const elapsed = performance.now() - started;
  await rm(copy);
  return elapsed;
}

const work = await mkdtemp(join(tmpdir(), 'tonearm-bench-uploads-'));
const server = await KillableServer.create();
try {
  console.log(`Writing a ${(size / MIB).toFixed(0)} MiB file…`);
  const source = await sourceFile(work, size);
  await server.start();
  const listener = await registerListener(server.url, 'bench-uploads@example.com', 'correct horse battery');
  const withCookies = (input: string | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (init.credentials !== 'omit') headers.set('Cookie', cookieHeader(listener));
    return fetch(input, { ...init, headers });
  };
  /** One upload of the file by `method`, timed, with the requests it made and the client's peak memory. */
  async function uploadOnce(method: UploadMethod): Promise<Omit<MethodFigures, 'ratioToRaw'>> {
    let requests = 0;
    // Node's own HTTP client sends the bytes, as a browser's network stack does for XHR.
    const inner = createNodeTransport({ cookie: () => cookieHeader(listener) });
    const queue = new UploadQueue({
      http: createHttpClient({
        baseUrl: server.url,
        fetch: (input, init) => {
          requests += 1;
          return withCookies(input, init);
        },
        readCookie: (name) => listener.cookies.get(name),
      }),
      settings: { chunk_size: TUS_CHUNK, uploads_driver: 'local' },
      userId: 1,
      transport: {
        send: (request: TransportRequest) => {
          requests += 1;
          return inner.send(request);
        },
      },
      resumeStorage: new MemoryResumeStorage(),
      connectivity: { isOnline: () => true, whenOnline: async () => undefined },
      readCookie: (name) => listener.cookies.get(name),
    });
    // A file on disk, as a browser's File is: the engine slices it, and the transport reads each slice from the
    // disk as the socket takes it, outside the JavaScript heap, as a browser's network stack does.
    const file = await openDiskFile(source, { name: 'Bench.flac', type: 'audio/flac' });
    await settle();
    const { result, peakBytes } = await peakMemoryDuring(async () => {
      const started = performance.now();
      const [upload] = queue.add([file], { method });
      const settled = await queue.whenSettled(upload?.id ?? '');
      return { settled, elapsed: performance.now() - started };
    });
    const { settled, elapsed } = result;
    queue.dispose();
    if (settled.status !== 'completed' || !settled.entry) {
      throw new Error(`${method} did not complete: ${settled.status} ${settled.error ?? ''}`);
    }
    // Disk space for the next upload.
    await listener.post('/api/v1/file-entries/delete', { entryIds: [settled.entry.id], deleteForever: true });
    return {
      method,
      mbPerSecond: mbPerSecond(size, elapsed),
      requests,
      peakClientBytes: peakBytes,
      sliceBytes: SLICE[method],
    };
  }

  // Each round times a raw write before each method; the figures are medians over the rounds (memory: the most).
  const rawSpeeds: number[] = [];
  const runs = new Map<UploadMethod, Omit<MethodFigures, 'ratioToRaw'>[]>();
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const method of METHODS) {
      rawSpeeds.push(mbPerSecond(size, await rawWrite(source, work)));
      runs.set(method, [...(runs.get(method) ?? []), await uploadOnce(method)]);
    }
    console.log(`Round ${round} of ${ROUNDS} done.`);
  }
  const rawSpeed = median(rawSpeeds);
  const figures: MethodFigures[] = METHODS.map((method) => {
    const tries = runs.get(method) ?? [];
    const speed = median(tries.map((run) => run.mbPerSecond));
    return {
      method,
      mbPerSecond: speed,
      ratioToRaw: speed / rawSpeed,
      requests: Math.max(...tries.map((run) => run.requests)),
      peakClientBytes: Math.max(...tries.map((run) => run.peakClientBytes)),
      sliceBytes: SLICE[method],
    };
  });
  const speedsOf = (speeds: number[]) => speeds.map((speed) => speed.toFixed(0)).join(', ');
  console.log(
    `\n${(size / MIB).toFixed(0)} MiB on loopback, tus chunks of ${TUS_CHUNK / MIB} MiB, multipart parts of ${PART / MIB} MiB`,
  );
  console.log(`raw write          ${rawSpeed.toFixed(0).padStart(6)} MB/s  (${speedsOf(rawSpeeds)})`);
  for (const figure of figures) {
    console.log(
      `${figure.method.padEnd(18)} ${figure.mbPerSecond.toFixed(0).padStart(6)} MB/s  ${(
        figure.ratioToRaw * 100
      )
        .toFixed(0)
        .padStart(4)}% of raw  ${String(figure.requests).padStart(5)} requests  peak live client memory ${(
        figure.peakClientBytes / MIB
      ).toFixed(
        1,
      )} MiB  (${speedsOf((runs.get(figure.method as UploadMethod) ?? []).map((run) => run.mbPerSecond))})`,
    );
  }
  const problems = budgetProblems(figures);
  if (problems.length > 0) {
    console.error(`\nOver budget:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nWithin budget.');
  }
} finally {
  await server.stop();
  await rm(work, { recursive: true, force: true });
}
