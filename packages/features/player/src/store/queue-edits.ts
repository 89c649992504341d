import type { QueueEntry } from './player-track';
import { cue, type QueueState } from './queue';

// The queue panel's edits: apart from `queue.ts`, so they load with the panel instead of with every page.

/** Cues a given entry of the queue or of the lane (a click in the queue panel). */
export function cueEntry(state: QueueState, key: string): QueueState {
  const laneEntry = state.lane.find((entry) => entry.key === key);
  if (laneEntry) return cue({ ...state, lane: state.lane.filter((entry) => entry !== laneEntry) }, laneEntry);
  const position = state.order.findIndex((entry) => entry.key === key);
  const entry = state.order[position];
  return entry ? cue({ ...state, position }, entry) : state;
}

/**
 * Removes entries from the lane and the queue (never the cued one, which stays until something else is cued): one
 * entry from the queue panel, or everything still to come when the listener clears the queue.
 */
export function removeEntries(state: QueueState, keys: ReadonlySet<string>): QueueState {
  const keep = (entry: QueueEntry) => !keys.has(entry.key) || entry.key === state.cued?.key;
  const removedBefore = state.order
    .slice(0, Math.max(state.position, 0))
    .filter((entry) => !keep(entry)).length;
  return {
    ...state,
    lane: state.lane.filter(keep),
    original: state.original.filter(keep),
    order: state.order.filter(keep),
    position: state.position - removedBefore,
  };
}

/**
 * Puts back entries that `removeEntries` took out of `before`, each after the entry it followed then (Undo), while
 * keeping whatever changed since: the cued track, moves, and entries added or removed meanwhile.
 */
export function restoreEntries(now: QueueState, before: QueueState, keys: ReadonlySet<string>): QueueState {
  const restore = (current: QueueEntry[], previous: QueueEntry[]) => {
    const present = new Set(current.map((entry) => entry.key));
    const result = [...current];
    previous.forEach((entry, index) => {
      if (!keys.has(entry.key) || present.has(entry.key)) return;
      const predecessor = previous
        .slice(0, index)
        .reverse()
        .find((candidate) => present.has(candidate.key));
      result.splice(predecessor ? result.findIndex((e) => e.key === predecessor.key) + 1 : 0, 0, entry);
      present.add(entry.key);
    });
    return result;
  };
  const order = restore(now.order, before.order);
  const atPosition = now.order[now.position];
  return {
    ...now,
    lane: restore(now.lane, before.lane),
    original: restore(now.original, before.original),
    order,
    position: atPosition ? order.indexOf(atPosition) : now.position,
  };
}

/**
 * Moves entries of one list (`lane`, or `upcoming`: the queue after the position) before or after a target entry
 * of the same list. The original order follows a move made while not shuffled.
 */
export function moveEntries(
  state: QueueState,
  list: 'lane' | 'upcoming',
  keys: ReadonlySet<string>,
  target: { key: string; placement: 'before' | 'after' },
): QueueState {
  const reorder = (entries: QueueEntry[]) => {
    const moving = entries.filter((entry) => keys.has(entry.key));
    const staying = entries.filter((entry) => !keys.has(entry.key));
    const at = staying.findIndex((entry) => entry.key === target.key);
    if (at < 0 || moving.length === 0) return entries;
    const index = target.placement === 'before' ? at : at + 1;
    return [...staying.slice(0, index), ...moving, ...staying.slice(index)];
  };
  if (list === 'lane') return { ...state, lane: reorder(state.lane) };
  const head = state.order.slice(0, state.position + 1);
  const order = [...head, ...reorder(state.order.slice(state.position + 1))];
  return state.shuffle ? { ...state, order } : { ...state, order, original: order };
}

/** The entries played before the cued one in this queue, most recent first: what Previous goes back through. */
export function playedEntries(state: QueueState): QueueEntry[] {
  const atPosition = state.order[state.position];
  const end = atPosition && state.cued?.key !== atPosition.key ? state.position + 1 : state.position;
  return state.order.slice(0, Math.max(end, 0)).reverse();
}
