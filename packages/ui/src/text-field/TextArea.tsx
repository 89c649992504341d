import type { ReactNode, Ref } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { composeClassName } from '../utils/compose-class-name';
import { FieldDescription, FieldError, type FieldErrorMessage, FieldLabel } from './FieldParts';
import { type TextAreaVariants, textAreaVariants } from './field.variants';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children' | 'type'> {
  /** Receives the component's root DOM element. */
  ref?: Ref<HTMLDivElement>;
  /** The visible label; without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text under the text box. */
  description?: ReactNode;
  /** The message shown while the field is invalid (`isInvalid`, `validate` or native constraints). */
  errorMessage?: FieldErrorMessage;
  /** Text shown in the empty box; never a substitute for the label. */
  placeholder?: string;
  /**
   * Lines of text visible before the box scrolls; the user can drag it taller.
   * @default 3
   */
  rows?: number;
  /**
   * The text size and inner spacing, matching the `TextField` of the same size.
   * @default 'md'
   */
  size?: NonNullable<TextAreaVariants['size']>;
  /**
   * `code` sets the text in the monospace face, for JSON or lyrics laid out by the character.
   * @default 'text'
   */
  font?: NonNullable<TextAreaVariants['font']>;
  /** A ref to the `<textarea>`, for focusing it (a form library moving focus to the first error). */
  inputRef?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line text field with help text and a validation message. Styling hooks:
 * `[data-slot="text-area"]` with `[data-invalid]`, `[data-disabled]`, `[data-required]`; the box is
 * `[data-slot="text-area-input"]`.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  size,
  font,
  inputRef,
  className,
  ...props
}: TextAreaProps) {
  return (
    <RACTextField
      {...props}
      data-slot="text-area"
      className={composeClassName(className, 'flex flex-col gap-1.5')}
    >
      {label && <FieldLabel>{label}</FieldLabel>}
      <RACTextArea
        ref={inputRef}
        rows={rows}
        data-slot="text-area-input"
        placeholder={placeholder}
        className={textAreaVariants({ size, font })}
      />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
