/** Where the page remembers whose tracks are kept for offline listening. */
export const KEPT_TRACKS_OWNER_KEY = 'tonearm.offline-owner';

/** What the watch reads of the bootstrap store: who is signed in, and when that may have changed. */
export interface SignedInSource {
  get: () => { user: { id: number } | null };
  subscribe: (listener: () => void) => () => void;
}

export interface ForgetKeptTracksPorts {
  /** Removes every kept track. */
  forget: () => Promise<void>;
  /** Where the owner is remembered across visits; `null` remembers for this page only. */
  settings: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/**
 * Kept tracks belong to the listener who kept them. They go when that listener signs out, and when a visit finds
 * someone else (or no one) signed in, as after a session that ended on the server, so the next person at a shared
 * device never lists or plays them. Returns the unsubscribe.
 */
export function forgetKeptTracksOfOthers(store: SignedInSource, ports: ForgetKeptTracksPorts): () => void {
  const forget = () => {
    ports.settings?.removeItem(KEPT_TRACKS_OWNER_KEY);
    ports.forget().catch(() => undefined);
  };
  const remembered = ports.settings?.getItem(KEPT_TRACKS_OWNER_KEY) ?? null;
  let owner = store.get().user?.id ?? null;
  if (remembered !== null && remembered !== String(owner)) forget();
  if (owner !== null) ports.settings?.setItem(KEPT_TRACKS_OWNER_KEY, String(owner));
  return store.subscribe(() => {
    const next = store.get().user?.id ?? null;
    if (next === owner) return;
    if (owner !== null) forget();
    owner = next;
    if (owner !== null) ports.settings?.setItem(KEPT_TRACKS_OWNER_KEY, String(owner));
  });
}
