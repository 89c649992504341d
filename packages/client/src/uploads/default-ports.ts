import { createFetchTransport } from './fetch-transport';
import { MemoryResumeStorage } from './memory-resume-storage';
import type { ResumeStorage, UploadTransport } from './ports';
import { webResumeStorage } from './web-resume-storage';
import { createXhrTransport } from './xhr-transport';

/** XHR in a browser (upload progress everywhere), `fetch` elsewhere. */
export function defaultTransport(): UploadTransport {
  return typeof XMLHttpRequest === 'function' ? createXhrTransport() : createFetchTransport();
}

/** `localStorage` when the page may use it; in memory otherwise (Node, or storage blocked by the browser). */
export function defaultResumeStorage(): ResumeStorage {
  try {
    // Reading the property throws a SecurityError where site data is blocked.
    const storage = globalThis.localStorage;
    if (storage !== undefined) return webResumeStorage(storage);
  } catch {
    // Falls through to memory.
  }
  return new MemoryResumeStorage();
}
