import type { Ref } from 'react';
import { composeRenderProps, Link, type LinkProps } from 'react-aria-components';
import { cn } from '../utils/cn';
import { buttonVariants } from './button.variants';
import type { ButtonContentProps, ButtonStyleProps } from './button-props';

export type ButtonLinkProps = Omit<LinkProps, 'children'> &
  ButtonStyleProps &
  ButtonContentProps<LinkProps['children']> & {
    /** Receives the component's root DOM element. */
    ref?: Ref<HTMLAnchorElement>;
  };

/**
 * A link that looks like a button, for navigation ('Take me there!'). Styling hooks: `[data-slot="button-link"]`,
 * `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`, `[data-disabled]`, `[data-current]`.
 */
export function ButtonLink({ variant, size, isIconOnly = false, className, ...props }: ButtonLinkProps) {
  return (
    <Link
      {...props}
      data-slot="button-link"
      className={composeRenderProps(className, (className) =>
        cn(buttonVariants({ variant, size, iconOnly: isIconOnly }), 'cursor-pointer', className),
      )}
    />
  );
}
