import { type FieldValues, useController } from 'react-hook-form';
import { Switch, type SwitchProps } from '../switch/Switch';
import type { FormFieldBinding } from './FormTextField';

export interface FormSwitchProps<TFieldValues extends FieldValues>
  extends Omit<
      SwitchProps,
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

/** A `Switch` bound to a boolean react-hook-form field. */
export function FormSwitch<TFieldValues extends FieldValues>({
  name,
  control,
  rules,
  errorMessage,
  isDisabled,
  ...props
}: FormSwitchProps<TFieldValues>) {
  const { field, fieldState } = useController({ name, control, rules, disabled: isDisabled });
  return (
    <Switch
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
