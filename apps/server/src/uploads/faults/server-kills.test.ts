import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PARALLEL_PART_UPLOADS } from '@tonearm/client/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerListener } from '../../test-support/register-listener';
import type { TestVisitor } from '../../test-support/test-visitor';
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
import { KillableServer } from './killable-server';
import { faultSeed, seededRandom } from './seeded-random';

/**
 * Kills per method. On PostgreSQL (`test:postgres`) a restart takes a fraction of a second, so every method is
 * killed 20 times there; on PGlite each restart reopens the embedded database (seconds), so a couple of kills prove
 * that it recovers too.
 */
const TRIALS = Number(process.env.FAULT_KILL_TRIALS ?? (process.env.TEST_DATABASE_URL ? 20 : 2));

let server: KillableServer;
let proxy: CuttingProxy;
let listener: TestVisitor;

beforeAll(async () => {
  server = await KillableServer.create();
  // Everything goes through the proxy, which, like a load balancer, holds new connections while the server restarts.
  proxy = await CuttingProxy.start(server.port);
  server.publicAt(proxy.origin);
  await server.start();
  listener = await registerListener(proxy.origin, 'server-kills@example.com', 'correct horse battery');
}, 90_000);
afterAll(async () => {
  await proxy?.close();
  await server?.stop();
});

const storedObjects = async () =>
  (await readdir(join(server.dataDir, 'uploads')).catch(() => [])).filter(
    (name) => !name.endsWith('.partial'),
  );

describe('uploads whose server is killed at a random byte', () => {
  it.each(FAULT_PLANS.map((plan) => [plan.method, plan] as const))(
    `complete by %s after the restart with the same bytes (${TRIALS} trials)`,
    async (_method, plan) => {
      const seed = faultSeed();
      const random = seededRandom(seed);
      for (let trial = 0; trial < TRIALS; trial += 1) {
        const killAt = Math.floor(random() * plan.size);
        const context = `seed ${seed} (UPLOAD_FAULT_SEED=${seed} replays it), trial ${trial}, kill at byte ${killAt}`;
        const bytes = trialBytes(plan.size, trial);
        const file = new File([bytes], `Kill ${trial}.mp3`, {
          type: 'audio/mpeg',
          lastModified: 1_700_000_000_000,
        });
        const transport = new RedirectedTransport(() => proxy.origin, listener);
        const queue = faultQueue(proxy.origin, listener, transport, plan);
        const objectsBefore = (await storedObjects()).length;
        let restarted: Promise<void> = Promise.resolve();
        proxy.arm(killAt, () => {
          server.kill();
          restarted = server.start();
          return restarted;
        });
        try {
          // The JSON calls around the bytes are not retried, so any upload the kill failed is queued again once.
          const settled = await uploadThroughFaults(queue, file, plan, true);
          await restarted;
          expect(settled.status, `${context}: ${JSON.stringify(settled.error)}`).toBe('completed');
          expect(proxy.cuts, context).toHaveLength(1);
          // A kill breaks every connection: each multipart part in flight may be sent again. A part whose retry
          // reaches the server while it is still coming back fails once more, so it may go a third time.
          const resendable = plan.method === 's3-multipart' ? PARALLEL_PART_UPLOADS : 1;
          expect(excessResend(plan, transport.sent, resendable, 3), context).toBeNull();
          expect((await storedObjects()).length, `${context}: one stored file`).toBe(objectsBefore + 1);
          const served = await fetch(new URL(settled.entry?.url ?? '', proxy.origin), {
            headers: { Cookie: cookieHeader(listener) },
          });
          expect(sha256(new Uint8Array(await served.arrayBuffer())), context).toBe(sha256(bytes));
        } finally {
          queue.dispose();
          await restarted;
        }
      }
      // A killed write leaves its temporary file; what matters is that it never became an object or an entry.
      expect((await partialFiles(join(server.dataDir, 'uploads'))).length).toBeLessThanOrEqual(TRIALS);
    },
    60_000 + TRIALS * 15_000,
  );
});
