import type { FieldValues } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../checkbox/Checkbox';
import { type FormFieldBinding, useFormField } from './use-form-field';

export interface FormCheckboxProps<TFieldValues extends FieldValues>
  extends Omit<
      CheckboxProps,
      | 'name'
      | 'isSelected'
      | 'defaultSelected'
      | 'onChange'
      | 'onBlur'
      | 'isInvalid'
      | 'inputRef'
      | 'validate'
    >,
    FormFieldBinding<TFieldValues> {}

/** A `Checkbox` bound to a boolean react-hook-form field (a remember flag, a registration policy). */
export function FormCheckbox<TFieldValues extends FieldValues>({
  name,
  control,
  rules,
  errorMessage,
  isDisabled,
  ...props
}: FormCheckboxProps<TFieldValues>) {
  const { value, fieldProps } = useFormField({ name, control, rules, errorMessage, isDisabled });
  return <Checkbox {...props} {...fieldProps} isSelected={Boolean(value)} />;
}
