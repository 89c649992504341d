import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../text-field/TextField';
import { type FormFieldBinding, useFormField } from './use-form-field';

export interface FormTextFieldProps<TFieldValues extends FieldValues>
  extends Omit<
      TextFieldProps,
      'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'inputRef' | 'validate'
    >,
    FormFieldBinding<TFieldValues> {}

/** A `TextField` bound to a react-hook-form field: its value, its errors (client or server) and focus. */
export function FormTextField<TFieldValues extends FieldValues>({
  name,
  control,
  rules,
  errorMessage,
  isDisabled,
  ...props
}: FormTextFieldProps<TFieldValues>) {
  const { value, fieldProps } = useFormField({ name, control, rules, errorMessage, isDisabled });
  return <TextField {...props} {...fieldProps} value={typeof value === 'string' ? value : ''} />;
}
