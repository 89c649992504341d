import { createHttpClient } from '../../core/create-http-client';
import type { HttpClient } from '../../core/types';
import {
  type LoopbackServer,
  type RecordedRequest,
  startLoopbackServer,
} from '../../testing/loopback-server';
import { createFetchTransport } from '../fetch-transport';
import { MemoryResumeStorage } from '../memory-resume-storage';
import { UploadQueue } from '../upload-queue';
import type { UploadQueueOptions } from '../upload-queue-options';
import { ManualConnectivity } from './manual-connectivity';
import { ObservedClock } from './observed-clock';
import { RecordingFileSource } from './recording-file-source';

/** The XSRF token the harness's cookie holds, as the header must carry it (decoded). */
export const XSRF_TOKEN = 'xsrf token=';

const readCookie = (name: string) => (name === 'XSRF-TOKEN' ? encodeURIComponent(XSRF_TOKEN) : undefined);

/** A scripted loopback server, the real HTTP client and queues wired to it with observable ports. */
export interface UploadHarness {
  server: LoopbackServer;
  /** The same server under another origin (`localhost`), standing for a storage bucket. */
  storageOrigin: string;
  http: HttpClient;
  storage: MemoryResumeStorage;
  clock: ObservedClock;
  connectivity: ManualConnectivity;
  fileSource: RecordingFileSource;
  /** A new queue over the harness's server and ports (a new page, when called again). */
  queue(options?: Partial<UploadQueueOptions>): UploadQueue;
  /** The requests received so far, as `METHOD /path` lines. */
  received(): string[];
  /** The requests received whose path starts with `prefix`. */
  requestsTo(prefix: string, method?: string): RecordedRequest[];
  close(): Promise<void>;
}

export async function startUploadHarness(): Promise<UploadHarness> {
  const server = await startLoopbackServer();
  const http = createHttpClient({ baseUrl: server.origin, readCookie });
  const storage = new MemoryResumeStorage();
  const clock = new ObservedClock();
  const connectivity = new ManualConnectivity();
  const fileSource = new RecordingFileSource();
  const queues: UploadQueue[] = [];
  return {
    server,
    storageOrigin: server.origin.replace('127.0.0.1', 'localhost'),
    http,
    storage,
    clock,
    connectivity,
    fileSource,
    queue(options = {}) {
      const queue = new UploadQueue({
        http,
        userId: 1,
        transport: createFetchTransport(),
        resumeStorage: storage,
        fileSource,
        clock,
        connectivity,
        readCookie,
        ...options,
      });
      queues.push(queue);
      return queue;
    },
    received: () => server.requests.map((request) => `${request.method} ${request.path}`),
    requestsTo: (prefix, method) =>
      server.requests.filter(
        (request) => request.path.startsWith(prefix) && (method === undefined || request.method === method),
      ),
    async close() {
      for (const queue of queues) queue.dispose();
      await server.close();
    },
  };
}
