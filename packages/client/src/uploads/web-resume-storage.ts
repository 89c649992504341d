import type { ResumeStorage } from './ports';

/**
 * Resume storage over a Web Storage area, `localStorage` by default, so uploads resume after a reload. Keys are
 * namespaced per user and entries expire (see `ResumeRecords`).
 */
export function webResumeStorage(storage: Storage = globalThis.localStorage): ResumeStorage {
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
    keys() {
      const keys: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key !== null) keys.push(key);
      }
      return keys;
    },
  };
}
