import type { ReactNode, Ref } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { FieldDescription, FieldError, type FieldErrorMessage } from '../text-field/FieldParts';
import { composeClassName } from '../utils/compose-class-name';
import { CheckIcon, MinusIcon } from '../utils/icons';
import { checkboxBoxVariants, checkboxButtonStyles } from './checkbox.variants';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'> {
  /** Receives the component's root DOM element. */
  ref?: Ref<HTMLDivElement>;
  /** The label, next to the box. */
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** The message shown while the checkbox is invalid (a required policy left unchecked). */
  errorMessage?: FieldErrorMessage;
  /**
   * The size of the box.
   * @default 'md'
   */
  size?: 'sm' | 'md';
  /** A ref to the `<input>`, for focusing it (a form library moving focus to the first error). */
  inputRef?: Ref<HTMLInputElement | null>;
  /** Extra classes for `[data-slot="checkbox"]`. */
  className?: CheckboxFieldProps['className'];
}

/**
 * A checkbox with its label, help text and validation message; inside a `CheckboxGroup` it is one of its options.
 * Styling hooks: `[data-slot="checkbox"]` with `[data-selected]`, `[data-indeterminate]`, `[data-invalid]`,
 * `[data-disabled]`; the box is `[data-slot="checkbox-box"]`.
 */
export function Checkbox({ children, description, errorMessage, size, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      data-slot="checkbox"
      className={composeClassName(className, 'flex flex-col gap-1')}
    >
      <CheckboxButton data-slot="checkbox-button" className={checkboxButtonStyles}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span data-slot="checkbox-box" className={checkboxBoxVariants({ size })}>
              {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
            </span>
            {children}
          </>
        )}
      </CheckboxButton>
      {description && <FieldDescription className="ps-7">{description}</FieldDescription>}
      <FieldError className="ps-7">{errorMessage}</FieldError>
    </CheckboxField>
  );
}
