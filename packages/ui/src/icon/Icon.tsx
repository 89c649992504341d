import type { SVGProps } from 'react';

/** An icon's SVG attributes; any of them overrides the frame's defaults. */
export type IconProps = SVGProps<SVGSVGElement>;

/**
 * The frame every glyph of the product is drawn in: a 24 px stroked grid, sized to the text, hidden from assistive
 * technology because the control or text beside each icon carries its meaning.
 */
export function Icon({ children, ...props }: IconProps) {
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
      {...props}
    >
      {children}
    </svg>
  );
}
