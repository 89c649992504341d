import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerListener } from '../../test-support/register-listener';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { TestVisitor } from '../../test-support/test-visitor';
import { fileEntries } from '../file-entries-table';
import { CuttingProxy } from './cutting-proxy';
import {
  cookieHeader,
  excessResend,
  FAULT_PLANS,
  faultQueue,
  partialFiles,
  RedirectedTransport,
  sha256,
  trialBytes,
  uploadThroughFaults,
} from './fault-trials';
import { faultSeed, seededRandom } from './seeded-random';

/** Trials per method, each cutting the line once at a random byte of the upload. */
const TRIALS = Number(process.env.FAULT_TRIALS ?? 20);

let app: TestServer;
let proxy: CuttingProxy;
let listener: TestVisitor;

beforeAll(async () => {
  app = await startTestServer();
  proxy = await CuttingProxy.start(app.server.port);
  listener = await registerListener(app.url, 'line-cuts@example.com', 'correct horse battery');
}, 60_000);
afterAll(async () => {
  await proxy?.close();
  await app?.stop();
});

const entryCount = async () => (await app.server.services.db.select().from(fileEntries)).length;

describe('uploads whose connection is cut at a random byte', () => {
  it.each(FAULT_PLANS.map((plan) => [plan.method, plan] as const))(
    `complete by %s with the same bytes, sending at most one chunk or part twice (${TRIALS} trials)`,
    async (_method, plan) => {
      const seed = faultSeed();
      const random = seededRandom(seed);
      for (let trial = 0; trial < TRIALS; trial += 1) {
        const cutAt = Math.floor(random() * plan.size);
        const context = `seed ${seed} (UPLOAD_FAULT_SEED=${seed} replays it), trial ${trial}, cut at byte ${cutAt}`;
        const bytes = trialBytes(plan.size, trial);
        const file = new File([bytes], `Cut ${trial}.mp3`, {
          type: 'audio/mpeg',
          lastModified: 1_700_000_000_000,
        });
        const transport = new RedirectedTransport(() => proxy.origin, listener);
        const queue = faultQueue(app.url, listener, transport, plan);
        const entriesBefore = await entryCount();
        proxy.arm(cutAt);
        try {
          const settled = await uploadThroughFaults(queue, file, plan);
          expect(settled.status, `${context}: ${JSON.stringify(settled.error)}`).toBe('completed');
          expect(proxy.cuts, context).toHaveLength(1);
          expect(excessResend(plan, transport.sent, 1), context).toBeNull();
          expect(await entryCount(), `${context}: one file entry`).toBe(entriesBefore + 1);
          const served = await fetch(new URL(settled.entry?.url ?? '', app.url), {
            headers: { Cookie: cookieHeader(listener) },
          });
          expect(sha256(new Uint8Array(await served.arrayBuffer())), context).toBe(sha256(bytes));
          expect(await partialFiles(app.dataDir), context).toEqual([]);
        } finally {
          queue.dispose();
        }
      }
    },
    60_000,
  );
});
