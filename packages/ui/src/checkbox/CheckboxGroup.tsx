import type { ReactNode, Ref } from 'react';
import {
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldErrorMessage, FieldLabel } from '../text-field/FieldParts';
import { composeClassName } from '../utils/compose-class-name';

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'> {
  /** Receives the component's root DOM element. */
  ref?: Ref<HTMLDivElement>;
  /** The visible label of the group; without one, give the group an `aria-label`. */
  label?: ReactNode;
  /** Help text under the options. */
  description?: ReactNode;
  /** The message shown while the group is invalid. */
  errorMessage?: FieldErrorMessage;
  /** The `Checkbox` options, each with a `value`. */
  children?: ReactNode;
  /** Extra classes for `[data-slot="checkbox-group"]`. */
  className?: RACCheckboxGroupProps['className'];
}

/**
 * A labelled set of checkboxes whose selected `value`s form one list (controlled with `value`, or `defaultValue`).
 * Styling hooks: `[data-slot="checkbox-group"]` with `[data-invalid]`, `[data-disabled]`.
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup
      {...props}
      data-slot="checkbox-group"
      className={composeClassName(className, 'flex flex-col gap-2')}
    >
      {label && <FieldLabel>{label}</FieldLabel>}
      <div className="flex flex-col gap-2">{children}</div>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </RACCheckboxGroup>
  );
}
