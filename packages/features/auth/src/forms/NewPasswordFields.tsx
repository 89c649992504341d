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
   * The label of the first field.
   * @default 'Password'
   */
  passwordLabel?: string;
}

/**
 * A new password and its confirmation with one 'Show?' toggle revealing both (doc 000 §2). Goes inside a `Form`
 * whose values include `password` and `password_confirmation`.
 */
export function NewPasswordFields({ passwordLabel = 'Password' }: NewPasswordFieldsProps) {
  const [revealed, setRevealed] = useState(false);
  const type = revealed ? 'text' : 'password';
  return (
    <div className="flex flex-col gap-3">
      <FormTextField<NewPasswordValues>
        name="password"
        label={passwordLabel}
        type={type}
        autoComplete="new-password"
        rules={{ required: required('password') }}
      />
      <FormTextField<NewPasswordValues>
        name="password_confirmation"
        label="Confirm password"
        type={type}
        autoComplete="new-password"
        rules={{ required: required('password confirmation') }}
      />
      <Checkbox size="sm" isSelected={revealed} onChange={setRevealed}>
        Show?
      </Checkbox>
    </div>
  );
}
