/** A list with the item at `index` changed. */
export function replaceAt<T>(list: readonly T[], index: number, patch: Partial<T>): T[] {
  return list.map((item, at) => (at === index ? { ...item, ...patch } : item));
}

/** A list without the item at `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, at) => at !== index);
}

/** `#RRGGBB` as the `R G B` triplet the colour field edits. */
export function hexToTriplet(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255].join(' ');
}

/** An `R G B` triplet as `#RRGGBB`. */
export function tripletToHex(triplet: string): string {
  const channels = triplet.split(' ').map((channel) => Number(channel).toString(16).padStart(2, '0'));
  return `#${channels.join('')}`.toUpperCase();
}

/** Whether a link is a page of the site (`/discover`) or an outside address, as the server takes it. */
export const isLinkAddress = (url: string) => /^(\/|https?:\/\/)[^\s"'<>]*$/.test(url.trim());
