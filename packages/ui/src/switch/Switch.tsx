import type { ReactNode, Ref } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { FieldDescription, FieldError, type FieldErrorMessage } from '../text-field/FieldParts';
import { composeClassName } from '../utils/compose-class-name';
import { switchThumbVariants, switchTrackVariants } from './switch.variants';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children'> {
  /** Receives the component's root DOM element. */
  ref?: Ref<HTMLDivElement>;
  /** The label, next to the track. */
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** The message shown while the switch is invalid. */
  errorMessage?: FieldErrorMessage;
  /**
   * The size of the track.
   * @default 'md'
   */
  size?: 'sm' | 'md';
  /** A ref to the `<input>`, for focusing it. */
  inputRef?: Ref<HTMLInputElement | null>;
  /** Extra classes for `[data-slot="switch"]`. */
  className?: SwitchFieldProps['className'];
}

/**
 * An on/off setting that takes effect at once (a notification channel, dark mode). Styling hooks:
 * `[data-slot="switch"]` with `[data-selected]`, `[data-disabled]`; the track is `[data-slot="switch-track"]`.
 */
export function Switch({ children, description, errorMessage, size, className, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} data-slot="switch" className={composeClassName(className, 'flex flex-col gap-1')}>
      <SwitchButton
        data-slot="switch-button"
        className="group/switch inline-flex cursor-default items-center gap-3 text-sm text-foreground data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50"
      >
        <span data-slot="switch-track" className={switchTrackVariants({ size })}>
          <span data-slot="switch-thumb" className={switchThumbVariants({ size })} />
        </span>
        {children}
      </SwitchButton>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </SwitchField>
  );
}
