import type { ReactNode, Ref } from 'react';
import {
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  RadioButton,
  RadioField,
  type RadioFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldErrorMessage, FieldLabel } from '../text-field/FieldParts';
import { composeClassName } from '../utils/compose-class-name';
import { radioCircleVariants } from './radio-group.variants';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'> {
  /** Receives the component's root DOM element. */
  ref?: Ref<HTMLDivElement>;
  /** The visible label of the group; without one, give the group an `aria-label`. */
  label?: ReactNode;
  /** Help text under the options. */
  description?: ReactNode;
  /** The message shown while the group is invalid. */
  errorMessage?: FieldErrorMessage;
  /** The `Radio` options. */
  children?: ReactNode;
  /** Extra classes for `[data-slot="radio-group"]`. */
  className?: RACRadioGroupProps['className'];
}

/**
 * A labelled set of options of which one is chosen (controlled with `value`, or `defaultValue`); arrow keys move
 * between options. Styling hooks: `[data-slot="radio-group"]` with `[data-orientation]`, `[data-invalid]`,
 * `[data-disabled]`.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      data-slot="radio-group"
      className={composeClassName(className, 'group/radio-group flex flex-col gap-2')}
    >
      {label && <FieldLabel>{label}</FieldLabel>}
      <div className="flex flex-col gap-2 group-data-[orientation=horizontal]/radio-group:flex-row group-data-[orientation=horizontal]/radio-group:gap-4">
        {children}
      </div>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'children'> {
  /** The option's label. */
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /**
   * The size of the circle.
   * @default 'md'
   */
  size?: 'sm' | 'md';
  /** Extra classes for `[data-slot="radio"]`. */
  className?: RadioFieldProps['className'];
}

/** One option of a `RadioGroup`. Styling hooks: `[data-slot="radio"]` with `[data-selected]`, `[data-disabled]`. */
export function Radio({ children, description, size, className, ...props }: RadioProps) {
  return (
    <RadioField {...props} data-slot="radio" className={composeClassName(className, 'flex flex-col gap-0.5')}>
      <RadioButton
        data-slot="radio-button"
        className="group/radio inline-flex cursor-default items-center gap-2 text-sm text-foreground data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50"
      >
        <span data-slot="radio-circle" className={radioCircleVariants({ size })} />
        {children}
      </RadioButton>
      {description && <FieldDescription className="ps-7">{description}</FieldDescription>}
    </RadioField>
  );
}
