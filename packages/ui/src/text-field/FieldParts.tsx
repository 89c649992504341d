import type { ReactNode, Ref } from 'react';
import {
  FieldError as RACFieldError,
  Label as RACLabel,
  type LabelProps as RACLabelProps,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import { cn } from '../utils/cn';
import { fieldDescriptionStyles, fieldErrorStyles, fieldLabelStyles } from './field.variants';

/** A field's label; inside a React Aria field it is linked to the input automatically. */
export function FieldLabel({ className, ...props }: RACLabelProps & { ref?: Ref<HTMLLabelElement> }) {
  return <RACLabel {...props} data-slot="label" className={cn(fieldLabelStyles, className)} />;
}

export interface FieldDescriptionProps {
  /** The help text; nothing is rendered without it. */
  children?: ReactNode;
  /** Extra classes for `[data-slot="description"]`. */
  className?: string;
}

/** Help text for the field around it, announced after its label. */
export function FieldDescription({ className, children }: FieldDescriptionProps) {
  return (
    <Text slot="description" data-slot="description" className={cn(fieldDescriptionStyles, className)}>
      {children}
    </Text>
  );
}

/** A message to show while a field is invalid; a function receives React Aria's validation result. */
export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

export interface FieldErrorProps {
  /** The message; without one, the browser's or the `validate` function's messages are shown. */
  children?: FieldErrorMessage;
  /** Extra classes for `[data-slot="error"]`. */
  className?: string;
}

/** The validation message of the field around it; rendered only while the field is invalid. */
export function FieldError({ className, children }: FieldErrorProps) {
  return (
    <RACFieldError data-slot="error" className={cn(fieldErrorStyles, className)}>
      {children}
    </RACFieldError>
  );
}
