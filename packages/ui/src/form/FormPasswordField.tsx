import type { FieldValues } from 'react-hook-form';
import { PasswordField, type PasswordFieldProps } from '../text-field/PasswordField';
import { type FormFieldBinding, useFormField } from './use-form-field';

export interface FormPasswordFieldProps<TFieldValues extends FieldValues>
  extends Omit<
      PasswordFieldProps,
      'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'inputRef' | 'validate'
    >,
    FormFieldBinding<TFieldValues> {}

/** A `PasswordField` (with its 'Show?' toggle) bound to a react-hook-form field. */
export function FormPasswordField<TFieldValues extends FieldValues>({
  name,
  control,
  rules,
  errorMessage,
  isDisabled,
  ...props
}: FormPasswordFieldProps<TFieldValues>) {
  const { value, fieldProps } = useFormField({ name, control, rules, errorMessage, isDisabled });
  return <PasswordField {...props} {...fieldProps} value={typeof value === 'string' ? value : ''} />;
}
