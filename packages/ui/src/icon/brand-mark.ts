import type { IconNode } from './Icon';

/**
 * A brand's mark as brand icon sets publish it, such as Simple Icons (`import { siGoogle } from 'simple-icons'`):
 * one path on a 24 px grid, drawn filled.
 */
export interface BrandMarkSource {
  /** The mark's outline, an SVG path on a 24 px grid. */
  path: string;
}

/**
 * Turns a brand's mark into a drawing for `Icon` (`<Icon icon={brandMark(siGoogle)} />`), so it takes the kit's
 * size and the current text colour like every other glyph. Brand marks are shapes, not strokes: the path is filled
 * and unstroked, whatever the frame's stroke.
 */
export function brandMark({ path }: BrandMarkSource): IconNode {
  return [['path', { d: path, fill: 'currentColor', stroke: 'none' }]];
}
