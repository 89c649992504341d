const focusRingBase =
  'outline-hidden data-[focus-visible]:outline-2 data-[focus-visible]:outline-solid data-[focus-visible]:outline-focus';

/**
 * The kit's visible keyboard focus ring, drawn from React Aria's `data-focus-visible` so pointer users never see it.
 * Shared so every focusable part draws the same ring in the `--ta-focus` colour.
 */
export const focusRing = `${focusRingBase} data-[focus-visible]:outline-offset-2`;

/** The same ring drawn just inside the element's edge, for parts that sit edge to edge with their neighbours. */
export const insetFocusRing = `${focusRingBase} data-[focus-visible]:-outline-offset-2`;
