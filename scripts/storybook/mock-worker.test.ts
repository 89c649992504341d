import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_WORKER_URL } from '../../.storybook/mock-worker-url';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../.storybook/public');

interface FakeClient {
  id: string;
  frameType: string;
  postMessage: () => void;
}

/**
 * Runs the service worker that Storybook's preview registers in a global scope of its own, with the pages it serves
 * and its registration standing in for the browser's.
 */
function startWorker(pages: FakeClient[]) {
  const listeners = new Map<string, (event: unknown) => unknown>();
  const unregister = vi.fn(() => Promise.resolve(true));
  const scope: { importScripts: (...urls: string[]) => void; [name: string]: unknown } = {
    registration: { unregister },
    clients: {
      get: async (id: string) => pages.find((page) => page.id === id),
      matchAll: async () => pages,
      claim: async () => {},
    },
    skipWaiting: () => {},
    addEventListener: (type: string, listener: (event: unknown) => unknown) => listeners.set(type, listener),
    importScripts: (...urls: string[]) => {
      for (const url of urls) runInNewContext(readFileSync(join(publicDir, url), 'utf8'), scope);
    },
    crypto: globalThis.crypto,
    console,
  };
  scope.self = scope;
  scope.importScripts(MOCK_WORKER_URL.replace(/^\//, ''));
  return { unregister, send: (event: unknown) => listeners.get('message')?.(event) };
}

describe('the stories’ mock server worker', () => {
  it('stays registered when the last page it served closes, so the next Storybook page is still mocked', async () => {
    // A story opened alone (iframe.html?id=…) is the only page, and it closes as Storybook's UI loads.
    const isolatedStory: FakeClient = { id: 'isolated-story', frameType: 'top-level', postMessage: () => {} };
    const worker = startWorker([isolatedStory]);

    await worker.send({ source: isolatedStory, data: 'CLIENT_CLOSED', ports: [] });

    expect(worker.unregister).not.toHaveBeenCalled();
  });

  it('runs MSW’s own worker, so the mock server answers as MSW does', () => {
    const worker = readFileSync(join(publicDir, MOCK_WORKER_URL), 'utf8');

    expect(worker).toMatch(/importScripts\('\.\/mockServiceWorker\.js'\)/);
  });
});
