import { useTrans } from '@tonearm/shell';
import { Checkbox, FormTextField } from '@tonearm/ui';
import { useState } from 'react';
import { required } from './field-rules';

/** The fields a form choosing a new password has, with the server's names. */
export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

export interface NewPasswordFieldsProps {
  /**
   * The label of the first field, already translated.
   * @default 'Password'
   */
  passwordLabel?: string;
}

/**
 * A new password and its confirmation with one 'Show?' toggle revealing both (doc 000 §2). Goes inside a `Form`
 * whose values include `password` and `password_confirmation`.
 */
export function NewPasswordFields({ passwordLabel }: NewPasswordFieldsProps) {
  const { trans } = useTrans();
  const [revealed, setRevealed] = useState(false);
  const type = revealed ? 'text' : 'password';
  return (
    <div className="flex flex-col gap-3">
      <FormTextField<NewPasswordValues>
        name="password"
        label={passwordLabel ?? trans('Password')}
        type={type}
        autoComplete="new-password"
        rules={{ required: required(trans('The password field is required.')) }}
      />
      <FormTextField<NewPasswordValues>
        name="password_confirmation"
        label={trans('Confirm password')}
        type={type}
        autoComplete="new-password"
        rules={{ required: required(trans('The password confirmation field is required.')) }}
      />
      <Checkbox size="sm" isSelected={revealed} onChange={setRevealed}>
        {trans('Show?')}
      </Checkbox>
    </div>
  );
}
