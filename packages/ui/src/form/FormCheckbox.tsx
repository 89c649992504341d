import { type FieldValues, useController } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../checkbox/Checkbox';
import type { FormFieldBinding } from './FormTextField';

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
  const { field, fieldState } = useController({ name, control, rules, disabled: isDisabled });
  return (
    <Checkbox
      {...props}
      name={field.name}
      isSelected={Boolean(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      isDisabled={field.disabled}
      isInvalid={fieldState.invalid}
      errorMessage={fieldState.error?.message ?? errorMessage}
    />
  );
}
