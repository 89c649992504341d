/**
 * The bootstrap data the listener last saw, kept by the service worker so that the app shell opened without a
 * network renders for the same account. It comes from the pages the server renders (inlined), from
 * `GET api/v1/bootstrap-data`, and from the calls whose answer replaces it (sign-in, sign-out, social connect).
 */

const BOOTSTRAP_CACHE = 'tonearm-bootstrap-v1';

/** The address the app fetches the bootstrap data from when a page comes without it. */
export const BOOTSTRAP_PATH = '/api/v1/bootstrap-data';

// The server writes it as `<script id="bootstrap-data" type="application/json">…</script>` with every `<` escaped.
const INLINED = /<script id="bootstrap-data" type="application\/json">([^<]*)<\/script>/;

async function keep(json: string): Promise<void> {
  const cache = await caches.open(BOOTSTRAP_CACHE);
  await cache.put(BOOTSTRAP_PATH, new Response(json, { headers: { 'Content-Type': 'application/json' } }));
}

/** Keeps the bootstrap data inlined in a page the server rendered. */
export async function keepFromPage(page: Response): Promise<void> {
  const inlined = INLINED.exec(await page.text())?.[1];
  if (inlined) await keep(inlined);
}

/** Keeps the bootstrap data of an answer to `GET api/v1/bootstrap-data`. */
export async function keepFromAnswer(answer: Response): Promise<void> {
  await keep(await answer.text());
}

/** Keeps the `bootstrapData` of a call's answer that replaces it, if it has one. */
export async function keepFromCall(answer: Response): Promise<void> {
  if (!answer.headers.get('Content-Type')?.includes('application/json')) return;
  const body: unknown = await answer.json().catch(() => null);
  if (typeof body === 'object' && body !== null && 'bootstrapData' in body && body.bootstrapData) {
    await keep(JSON.stringify(body.bootstrapData));
  }
}

/** The bootstrap data last kept, if any. */
export async function lastBootstrap(): Promise<Response | undefined> {
  return (await caches.open(BOOTSTRAP_CACHE)).match(BOOTSTRAP_PATH);
}
