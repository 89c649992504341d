/** The ad slots (doc 000 §3, doc 001 §1), in the order a page shows them from top to bottom. */
export const AD_SLOT_NAMES = [
  'general_top',
  'general_bottom',
  'artist_top',
  'artist_bottom',
  'album_above',
] as const;
export type AdSlotName = (typeof AD_SLOT_NAMES)[number];

/** How large a slot may be drawn, in CSS pixels; `null` where the spec leaves the dimension free. */
export interface AdSlotSize {
  maxWidth: number | null;
  maxHeight: number | null;
}

/**
 * The size hints of doc 001 §9: general top at most 150 px high, artist top at most 1000 px wide, artist bottom at
 * most 430 px wide, album above as wide as possible; general bottom has none.
 */
export const AD_SLOT_SIZES: Readonly<Record<AdSlotName, AdSlotSize>> = {
  general_top: { maxWidth: null, maxHeight: 150 },
  general_bottom: { maxWidth: null, maxHeight: null },
  artist_top: { maxWidth: 1000, maxHeight: null },
  artist_bottom: { maxWidth: 430, maxHeight: null },
  album_above: { maxWidth: null, maxHeight: null },
};

/** The tallest a slot without a height hint grows to, so a runaway snippet cannot push the page away. */
export const AD_SLOT_MAX_FREE_HEIGHT = 600;

/** The height an ad frame takes before its document reports its own. */
export const AD_SLOT_INITIAL_HEIGHT = 90;

export const isAdSlotName = (name: string): name is AdSlotName =>
  (AD_SLOT_NAMES as readonly string[]).includes(name);

/** The height to give a slot's frame for the height its document reports, within the slot's hint. */
export function adFrameHeight(slot: AdSlotName, reported: number): number {
  const max = AD_SLOT_SIZES[slot].maxHeight ?? AD_SLOT_MAX_FREE_HEIGHT;
  if (!Number.isFinite(reported) || reported <= 0) return Math.min(AD_SLOT_INITIAL_HEIGHT, max);
  return Math.min(Math.ceil(reported), max);
}

/**
 * A short fingerprint of a snippet (FNV-1a, base 36) for the frame's address, so a changed snippet loads afresh
 * rather than from a cached copy of the old one.
 */
export function adSnippetVersion(snippet: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < snippet.length; index += 1) {
    hash ^= snippet.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
