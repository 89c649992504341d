import { type FormFieldBinding, TextArea, useFormField } from '@tonearm/ui';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';

export interface MessageFieldProps<TFieldValues extends FieldValues> extends FormFieldBinding<TFieldValues> {
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /**
   * Whether the field must be filled; marks it required for assistive technology.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Rows of text visible before the field scrolls.
   * @default 6
   */
  rows?: number;
}

/**
 * A multi-line text field bound to a react-hook-form field. Styling hook: the kit's `[data-slot="text-area"]` with
 * `[data-invalid]`.
 */
export function MessageField<TFieldValues extends FieldValues>({
  name,
  control,
  rules,
  label,
  description,
  isRequired = false,
  rows = 6,
}: MessageFieldProps<TFieldValues>) {
  const { value, fieldProps } = useFormField({ name, control, rules });
  const { inputRef, errorMessage, ...props } = fieldProps;
  return (
    <TextArea
      {...props}
      label={label}
      description={description}
      errorMessage={errorMessage}
      inputRef={inputRef}
      rows={rows}
      value={typeof value === 'string' ? value : ''}
      isRequired={isRequired}
    />
  );
}
