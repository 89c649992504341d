import type { ReactNode } from 'react';
import { Input, TextField as RACTextField } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { Checkbox } from '../checkbox/Checkbox';
import { useKitStrings } from '../providers/kit-strings';
import { composeClassName } from '../utils/compose-class-name';
import { FieldDescription, FieldError, FieldLabel } from './FieldParts';
import { inputVariants } from './field.variants';
import type { TextFieldProps } from './TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Whether the password is shown as plain text (controlled). */
  isRevealed?: boolean;
  /**
   * Whether the password is shown as plain text at first (uncontrolled).
   * @default false
   */
  defaultRevealed?: boolean;
  /** Called when the 'Show?' toggle is checked or unchecked. */
  onRevealedChange?: (isRevealed: boolean) => void;
  /**
   * The label of the toggle that reveals the password.
   * @default 'Show?', or the `showPassword` of the nearest `KitStringsProvider`
   */
  revealLabel?: ReactNode;
}

/**
 * A password input with a 'Show?' checkbox that reveals it as plain text. The checkbox follows the input in tab
 * order, so typing the password comes first. Styling hooks as `TextField`, plus `[data-slot="password-field"]` and
 * `[data-revealed]`.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  size,
  inputRef,
  labelAction,
  className,
  isRevealed: controlledRevealed,
  defaultRevealed = false,
  onRevealedChange,
  revealLabel,
  ...props
}: PasswordFieldProps) {
  const { showPassword } = useKitStrings();
  const [isRevealed, setRevealed] = useControlledState(controlledRevealed, defaultRevealed, onRevealedChange);
  return (
    <RACTextField
      {...props}
      type={isRevealed ? 'text' : 'password'}
      data-slot="password-field"
      data-revealed={isRevealed || undefined}
      className={composeClassName(className, 'flex flex-col gap-1.5')}
    >
      {(label || labelAction) && (
        <div className="flex items-baseline justify-between gap-3">
          {label && <FieldLabel>{label}</FieldLabel>}
          {labelAction}
        </div>
      )}
      <Input ref={inputRef} data-slot="input" placeholder={placeholder} className={inputVariants({ size })} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <Checkbox size="sm" isSelected={isRevealed} onChange={setRevealed} isDisabled={props.isDisabled}>
        {revealLabel ?? showPassword}
      </Checkbox>
    </RACTextField>
  );
}
