import { type FormFieldBinding, TextArea, useFormField } from '@tonearm/ui';
import type { FieldValues } from 'react-hook-form';

export interface LongTextFieldProps<TFieldValues extends FieldValues> extends FormFieldBinding<TFieldValues> {
  label: string;
  description?: string;
  /** @default 4 */
  rows?: number;
}

/** Several lines of text (a description, lyrics) bound to a react-hook-form field. */
export function LongTextField<TFieldValues extends FieldValues>({
  name,
  control,
  label,
  description,
  rows = 4,
}: LongTextFieldProps<TFieldValues>) {
  const { value, fieldProps } = useFormField({ name, control });
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
    />
  );
}
