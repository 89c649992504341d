/**
 * Cache Storage in memory, for tests and stories: the same calls the offline library makes, keyed by the
 * request's address as the browser's caches are.
 */
export class MemoryCaches implements Pick<CacheStorage, 'open' | 'delete'> {
  readonly #caches = new Map<string, Map<string, Response>>();

  async open(name: string): Promise<Cache> {
    let entries = this.#caches.get(name);
    if (!entries) {
      entries = new Map();
      this.#caches.set(name, entries);
    }
    return memoryCache(entries);
  }

  async delete(name: string): Promise<boolean> {
    return this.#caches.delete(name);
  }
}

const keyOf = (request: RequestInfo | URL) =>
  new URL(request instanceof Request ? request.url : String(request), 'http://localhost/').pathname;

function memoryCache(entries: Map<string, Response>): Cache {
  const cache: Pick<Cache, 'match' | 'put' | 'delete' | 'keys'> = {
    async match(request) {
      return entries.get(keyOf(request))?.clone();
    },
    async put(request, response) {
      entries.set(keyOf(request), response.clone());
    },
    async delete(request) {
      return entries.delete(keyOf(request as RequestInfo));
    },
    async keys() {
      return [...entries.keys()].map((path) => new Request(new URL(path, 'http://localhost/')));
    },
  };
  return cache as Cache;
}
