import type { FieldValues } from 'react-hook-form';
import { Switch, type SwitchProps } from '../switch/Switch';
import { type FormFieldBinding, useFormField } from './use-form-field';

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
  const { value, fieldProps } = useFormField({ name, control, rules, errorMessage, isDisabled });
  return <Switch {...props} {...fieldProps} isSelected={Boolean(value)} />;
}
