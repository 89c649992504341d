import { type FormFieldBinding, TextArea, useFormField } from '@tonearm/ui';
import type { FieldValues } from 'react-hook-form';

export interface DescriptionFieldProps<TFieldValues extends FieldValues>
  extends FormFieldBinding<TFieldValues> {
  label: string;
}

/** A few lines of text bound to a react-hook-form field. */
export function DescriptionField<TFieldValues extends FieldValues>({
  name,
  control,
  rules,
  label,
}: DescriptionFieldProps<TFieldValues>) {
  const { value, fieldProps } = useFormField({ name, control, rules });
  const { inputRef, errorMessage, ...props } = fieldProps;
  return (
    <TextArea
      {...props}
      label={label}
      errorMessage={errorMessage}
      inputRef={inputRef}
      value={typeof value === 'string' ? value : ''}
    />
  );
}
