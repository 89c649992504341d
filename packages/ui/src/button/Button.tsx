import { type Ref, useId } from 'react';
import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { Spinner } from '../spinner/Spinner';
import { cn } from '../utils/cn';
import { buttonVariants } from './button.variants';
import type { ButtonContentProps, ButtonStyleProps } from './button-props';
import { useForgetAnnouncementsOnUnmount } from './forget-announcements';

export type ButtonProps = Omit<RACButtonProps, 'children'> &
  ButtonStyleProps &
  ButtonContentProps<RACButtonProps['children']> & {
    /**
     * Whether the button's action is in progress: it keeps focus, ignores presses, shows a spinner (after 50 ms) and
     * announces the pending state.
     * @default false
     */
    isPending?: boolean;
    /** Receives the component's root DOM element. */
    ref?: Ref<HTMLButtonElement>;
  };

/**
 * A button. Styling hooks: `[data-slot="button"]`, `[data-hovered]`, `[data-pressed]`, `[data-focus-visible]`,
 * `[data-disabled]`, `[data-pending]`; the label is `[data-slot="button-label"]`. It is `relative`, to place its
 * pending spinner; a `className` that positions it otherwise (`absolute top-3 right-3`) replaces that.
 */
export function Button({
  variant,
  size,
  isIconOnly = false,
  className,
  children,
  id,
  ...props
}: ButtonProps) {
  const generatedId = useId();
  const buttonId = id ?? generatedId;
  useForgetAnnouncementsOnUnmount(buttonId, props.isPending ?? false);
  return (
    <RACButton
      {...props}
      id={buttonId}
      data-slot="button"
      className={composeRenderProps(className, (className) =>
        cn(buttonVariants({ variant, size, iconOnly: isIconOnly }), 'cursor-default', className),
      )}
    >
      {composeRenderProps(children, (children, { isPending }) => (
        <>
          <span
            data-slot="button-label"
            className="inline-flex items-center justify-center gap-2 group-has-[[data-slot=spinner]]/button:opacity-0"
          >
            {children}
          </span>
          {isPending && (
            <span className="absolute inset-0 flex items-center justify-center">
              <Spinner size="sm" />
            </span>
          )}
        </>
      ))}
    </RACButton>
  );
}
