import type { ReactNode } from 'react';

/** The design props shared by `Button` and `ButtonLink`. */
export interface ButtonStyleProps {
  /**
   * The visual weight: `primary` for the main action of a view, `danger` for destructive ones.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link';
  /**
   * The height and padding.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A button shows text, or only an icon; an icon-only button has no visible text, so its type requires `aria-label`.
 */
export type ButtonContentProps<Children = ReactNode> =
  | {
      /**
       * Whether the button shows only an icon (a square button).
       * @default false
       */
      isIconOnly?: false;
      children?: Children;
    }
  | {
      /** Whether the button shows only an icon (a square button). */
      isIconOnly: true;
      /** The accessible name of an icon-only button, required because it has no visible text. */
      'aria-label': string;
      /** The icon. */
      children: Children;
    };
