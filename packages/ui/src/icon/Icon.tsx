import { createElement, type SVGProps } from 'react';

/**
 * A drawing from the Lucide icon set, as the `lucide` package exports each icon (`Play`, `ChevronDown`): its SVG
 * elements, each a tag and its attributes, on a 24 px grid.
 */
export type IconNode = readonly (readonly [
  tag: string,
  attributes: Readonly<Record<string, string | number | undefined>>,
])[];

export interface IconProps extends SVGProps<SVGSVGElement> {
  /**
   * The drawing, one of Lucide's icons from `@tonearm/ui/icons`: `<Icon icon={Play} />`. Without it, the
   * children are the drawing.
   */
  icon?: IconNode;
}

/**
 * The frame every glyph of the product is drawn in: a 24 px stroked grid, sized to the text, hidden from assistive
 * technology because the control or text beside each icon carries its meaning. Any SVG attribute overrides the
 * frame's defaults (`strokeWidth={3}`). Styling hook: `[data-slot="icon"]`.
 */
export function Icon({ icon, children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      width="1em"
      height="1em"
      data-slot="icon"
      {...props}
    >
      {icon?.map(([tag, attributes], index) =>
        // A drawing is a fixed list: its elements never move, so their position is a stable key.
        createElement(tag, { key: index, ...attributes }),
      )}
      {children}
    </svg>
  );
}
