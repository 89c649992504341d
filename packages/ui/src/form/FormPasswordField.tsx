import { type FieldValues, useController } from 'react-hook-form';
import { PasswordField, type PasswordFieldProps } from '../text-field/PasswordField';
import type { FormFieldBinding } from './FormTextField';

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
  const { field, fieldState } = useController({ name, control, rules, disabled: isDisabled });
  return (
    <PasswordField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      isDisabled={field.disabled}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message ?? errorMessage}
    />
  );
}
