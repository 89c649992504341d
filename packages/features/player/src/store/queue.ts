import type { PlayerTrack, QueueEntry } from './player-track';

export type RepeatMode = 'off' | 'all' | 'one';

/**
 * The queue as plain data. `order` is what plays: the `original` order, or a shuffle of it. `position` is the index
 * in `order` of the last queue entry cued; the play-next `lane` plays between it and the entry after it, and a lane
 * entry, once cued, leaves the lane. `cued` is the track loaded in the player, from the queue or the lane.
 */
export interface QueueState {
  queueId: string | null;
  original: QueueEntry[];
  order: QueueEntry[];
  lane: QueueEntry[];
  position: number;
  cued: QueueEntry | null;
  /** Grows each time a track is cued, even the same one again (repeat one), so the engine restarts it. */
  cueCount: number;
  shuffle: boolean;
  repeat: RepeatMode;
}

export const EMPTY_QUEUE: QueueState = {
  queueId: null,
  original: [],
  order: [],
  lane: [],
  position: -1,
  cued: null,
  cueCount: 0,
  shuffle: false,
  repeat: 'off',
};

/** A random integer in [0, max): injectable so tests shuffle deterministically. */
export type RandomInt = (max: number) => number;

export const mathRandomInt: RandomInt = (max) => Math.floor(Math.random() * max);

let entrySequence = 0;

/** Wraps tracks in queue entries with keys unique in this page. */
export function toEntries(tracks: PlayerTrack[]): QueueEntry[] {
  return tracks.map((track) => {
    entrySequence += 1;
    return { key: `q${Date.now().toString(36)}-${entrySequence}`, track };
  });
}

/** Fisher–Yates over a copy. */
export function shuffled<T>(items: readonly T[], random: RandomInt): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = random(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** The shuffled order keeps the cued entry first, so turning shuffle on never changes what plays now. */
function shuffledOrder(entries: QueueEntry[], cued: QueueEntry | null, random: RandomInt) {
  const cuedInQueue = cued ? entries.find((entry) => entry.key === cued.key) : undefined;
  if (!cuedInQueue) return { order: shuffled(entries, random), position: -1 };
  const rest = entries.filter((entry) => entry !== cuedInQueue);
  return { order: [cuedInQueue, ...shuffled(rest, random)], position: 0 };
}

/** The state with `cued` loaded, counted as a new cue. */
export function cue(state: QueueState, cued: QueueEntry | null): QueueState {
  return { ...state, cued, cueCount: state.cueCount + 1 };
}

/** Replaces the queue with `tracks` and cues the one at `startIndex` (the lane is kept: it was queued by hand). */
export function playQueue(
  state: QueueState,
  input: { tracks: PlayerTrack[]; startIndex?: number; queueId?: string },
  random: RandomInt,
): QueueState {
  const original = toEntries(input.tracks);
  const start = original[Math.min(Math.max(input.startIndex ?? 0, 0), original.length - 1)] ?? null;
  const base = { ...state, queueId: input.queueId ?? null, original };
  if (state.shuffle) return cue({ ...base, ...shuffledOrder(original, start, random) }, start);
  return cue({ ...base, order: original, position: start ? original.indexOf(start) : -1 }, start);
}

/** Puts tracks in the play-next lane, ahead of tracks put there earlier, keeping their own order. */
export function playNext(state: QueueState, tracks: PlayerTrack[]): QueueState {
  const entries = toEntries(tracks);
  if (!state.cued) return cue({ ...state, lane: [...entries.slice(1), ...state.lane] }, entries[0] ?? null);
  return { ...state, lane: [...entries, ...state.lane] };
}

/** Appends tracks to the end of the queue (in shuffle mode too: they play after what is already queued). */
export function addToQueue(state: QueueState, tracks: PlayerTrack[]): QueueState {
  const entries = toEntries(tracks);
  const next = { ...state, original: [...state.original, ...entries], order: [...state.order, ...entries] };
  if (state.cued || entries.length === 0) return next;
  return cue({ ...next, position: state.order.length }, entries[0] ?? null);
}

/** The entry after the cued one: the lane first, then the queue; wrapping only when repeating all. */
export function upcoming(state: QueueState, { ended }: { ended: boolean }): QueueState | null {
  if (ended && state.repeat === 'one' && state.cued) return cue(state, state.cued);
  const [laneHead, ...laneRest] = state.lane;
  if (laneHead) return cue({ ...state, lane: laneRest }, laneHead);
  const nextPosition = state.position + 1;
  const following = state.order[nextPosition];
  if (following) return cue({ ...state, position: nextPosition }, following);
  const first = state.order[0];
  if (state.repeat !== 'off' && first) return cue({ ...state, position: 0 }, first);
  return null;
}

/** The entry before the cued one; from a lane entry that is the queue entry it followed. */
export function previous(state: QueueState): QueueState | null {
  const atPosition = state.order[state.position];
  if (atPosition && state.cued?.key !== atPosition.key) return cue(state, atPosition);
  const before = state.order[state.position - 1];
  if (before) return cue({ ...state, position: state.position - 1 }, before);
  const last = state.order.at(-1);
  if (state.repeat === 'all' && last) return cue({ ...state, position: state.order.length - 1 }, last);
  return null;
}

/** Turns shuffle on (the cued entry first, the rest shuffled) or off (back to the original order). */
export function setShuffle(state: QueueState, shuffle: boolean, random: RandomInt): QueueState {
  if (shuffle === state.shuffle) return state;
  if (shuffle) return { ...state, shuffle, ...shuffledOrder(state.original, state.cued, random) };
  const anchor = state.order[state.position];
  const position = anchor ? state.original.findIndex((entry) => entry.key === anchor.key) : -1;
  return { ...state, shuffle, order: state.original, position };
}

/** The entries still to come, in play order: the lane, then the queue after the position. */
export function upcomingEntries(state: QueueState): { lane: QueueEntry[]; queue: QueueEntry[] } {
  return { lane: state.lane, queue: state.order.slice(state.position + 1) };
}
