import type { ReactNode, Ref } from 'react';
import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { composeClassName } from '../utils/compose-class-name';
import { FieldDescription, FieldError, type FieldErrorMessage, FieldLabel } from './FieldParts';
import { inputVariants } from './field.variants';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'> {
  /** Receives the component's root DOM element. */
  ref?: Ref<HTMLDivElement>;
  /** The visible label; without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text under the input. */
  description?: ReactNode;
  /** The message shown while the field is invalid (`isInvalid`, `validate` or native constraints). */
  errorMessage?: FieldErrorMessage;
  /** Text shown in the empty input; never a substitute for the label. */
  placeholder?: string;
  /**
   * The height of the input.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** A ref to the `<input>`, for focusing it (a form library moving focus to the first error). */
  inputRef?: Ref<HTMLInputElement>;
  /** Something drawn at the end of the label row, such as a 'Forgot your password?' link. */
  labelAction?: ReactNode;
  /** Extra classes for `[data-slot="text-field"]`. */
  className?: RACTextFieldProps['className'];
}

/**
 * A labelled single-line text input with help text and a validation message. Styling hooks:
 * `[data-slot="text-field"]` with `[data-invalid]`, `[data-disabled]`, `[data-required]`; the input is
 * `[data-slot="input"]`.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  size,
  inputRef,
  labelAction,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      data-slot="text-field"
      className={composeClassName(className, 'flex flex-col gap-1.5')}
    >
      {(label || labelAction) && (
        <div className="flex items-baseline justify-between gap-3">
          {label && <FieldLabel>{label}</FieldLabel>}
          {labelAction}
        </div>
      )}
      <Input ref={inputRef} data-slot="input" placeholder={placeholder} className={inputVariants({ size })} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
