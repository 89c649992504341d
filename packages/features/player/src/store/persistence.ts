import { DEFAULT_LOUDNESS_MODE, LOUDNESS_MODES, type LoudnessMode } from '@tonearm/client/rules';
import * as z from 'zod/mini';
import { PLAYER_STORAGE_KEY } from './player-storage-key';
import { EMPTY_QUEUE, type QueueState } from './queue';

export { PLAYER_STORAGE_KEY } from './player-storage-key';

/** The subset of `Storage` the player uses, so tests pass an in-memory one. */
export type PlayerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A player track as stored in the browser, read back through this schema. */
export const trackSchema = z.object({
  id: z.number(),
  name: z.string(),
  artists: z.array(z.object({ id: z.number(), name: z.string() })),
  album: z.optional(
    z.object({ id: z.number(), name: z.string(), image: z.optional(z.nullable(z.string())) }),
  ),
  image: z.optional(z.nullable(z.string())),
  src: z.string(),
  durationMs: z.number(),
  mime: z.optional(z.string()),
  replayGain: z.optional(
    z.object({
      trackGainDb: z.optional(z.nullable(z.number())),
      trackPeak: z.optional(z.nullable(z.number())),
      albumGainDb: z.optional(z.nullable(z.number())),
      albumPeak: z.optional(z.nullable(z.number())),
    }),
  ),
});

const entrySchema = z.object({ key: z.string(), track: trackSchema });

const savedPlayerSchema = z.object({
  version: z.literal(1),
  queueId: z.nullable(z.string()),
  original: z.array(entrySchema),
  order: z.array(entrySchema),
  lane: z.array(entrySchema),
  position: z.number().check(z.int()),
  cued: z.nullable(entrySchema),
  shuffle: z.boolean(),
  repeat: z.enum(['off', 'all', 'one']),
  positionMs: z.number().check(z.nonnegative()),
  // Left out while the listener never chose one: the site's default volume applies then.
  volume: z.optional(z.number().check(z.minimum(0), z.maximum(1))),
  muted: z.boolean(),
  crossfadeMs: z.number().check(z.minimum(0), z.maximum(12_000)),
  // Added later: a saved player without it continues with radio, the default.
  autoplay: z.optional(z.boolean()),
  // Added later: a saved player without it levels each track, the default.
  loudnessMode: z.optional(z.enum(LOUDNESS_MODES)),
});

/** What survives a reload: the queue, the cued track and where it was, and the sound settings. */
export interface SavedPlayer {
  queue: QueueState;
  positionMs: number;
  /** The volume the listener chose; `undefined` when they never chose one. */
  volume: number | undefined;
  muted: boolean;
  crossfadeMs: number;
  /** Whether an ended queue goes on with its last track's radio. */
  autoplay: boolean;
  /** How loudness is levelled between tracks. */
  loudnessMode: LoudnessMode;
}

/** Writes the player as JSON; entries are stored once per list, which stays small for the queues people keep. */
export function savePlayer(storage: PlayerStorage, saved: SavedPlayer): void {
  const { queue } = saved;
  const value: z.input<typeof savedPlayerSchema> = {
    version: 1,
    queueId: queue.queueId,
    original: queue.original,
    order: queue.order,
    lane: queue.lane,
    position: queue.position,
    cued: queue.cued,
    shuffle: queue.shuffle,
    repeat: queue.repeat,
    positionMs: saved.positionMs,
    ...(saved.volume === undefined ? {} : { volume: saved.volume }),
    muted: saved.muted,
    crossfadeMs: saved.crossfadeMs,
    autoplay: saved.autoplay,
    loudnessMode: saved.loudnessMode,
  };
  try {
    storage.setItem(PLAYER_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs the restore after a reload.
  }
}

/** Reads what `savePlayer` wrote; anything unreadable (an older shape, hand edits) is dropped, not trusted. */
export function loadPlayer(storage: PlayerStorage): SavedPlayer | null {
  let raw: string | null;
  try {
    raw = storage.getItem(PLAYER_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = savedPlayerSchema.safeParse(json);
  if (!parsed.success) return null;
  const saved = parsed.data;
  // Entries are shared between lists in memory; the restored lists point at the same objects again.
  const byKey = new Map(saved.original.map((entry) => [entry.key, entry]));
  const same = (entry: z.output<typeof entrySchema>) => byKey.get(entry.key) ?? entry;
  const order = saved.order.map(same);
  return {
    queue: {
      ...EMPTY_QUEUE,
      queueId: saved.queueId,
      original: saved.original,
      order,
      lane: saved.lane,
      position: Math.min(saved.position, order.length - 1),
      cued: saved.cued ? same(saved.cued) : null,
      shuffle: saved.shuffle,
      repeat: saved.repeat,
    },
    positionMs: saved.positionMs,
    volume: saved.volume,
    muted: saved.muted,
    crossfadeMs: saved.crossfadeMs,
    autoplay: saved.autoplay ?? true,
    loudnessMode: saved.loudnessMode ?? DEFAULT_LOUDNESS_MODE,
  };
}
