/** The crop step's zoom: 1 shows the whole shorter side, 3 a third of it. */
export const MIN_CROP_ZOOM = 1;
export const MAX_CROP_ZOOM = 3;
/** How much one press of + or − zooms. */
export const CROP_ZOOM_STEP = 0.1;
/** How many pixels of the screen one press of an arrow key moves the picture. */
export const CROP_KEYBOARD_STEP = 10;

/** `zoom` moved by `steps` presses (negative to zoom out), kept within the crop step's range, to one decimal. */
export function zoomedBy(zoom: number, steps: number): number {
  const next = Math.round((zoom + steps * CROP_ZOOM_STEP) * 10) / 10;
  return Math.min(MAX_CROP_ZOOM, Math.max(MIN_CROP_ZOOM, next));
}

/** The zoom a key asks for: + (or =, its unshifted key) zooms in, − or - out; `null` for any other key. */
export function zoomKeyStep(key: string): number | null {
  if (key === '+' || key === '=') return 1;
  if (key === '-' || key === '−' || key === '_') return -1;
  return null;
}
