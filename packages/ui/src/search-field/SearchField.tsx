import type { ReactNode, Ref } from 'react';
import {
  Button,
  Input,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldError, type FieldErrorMessage, FieldLabel } from '../text-field/FieldParts';
import { inputVariants } from '../text-field/field.variants';
import { cn } from '../utils/cn';
import { composeClassName } from '../utils/compose-class-name';
import { focusRing } from '../utils/focus-ring';
import { CloseIcon, SearchIcon } from '../utils/icons';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children'> {
  /** Receives the component's root DOM element. */
  ref?: Ref<HTMLDivElement>;
  /** The visible label; without one, give the field an `aria-label` ('Search'). */
  label?: ReactNode;
  /** Help text under the input. */
  description?: ReactNode;
  /** The message shown while the field is invalid. */
  errorMessage?: FieldErrorMessage;
  /** Text shown in the empty input. */
  placeholder?: string;
  /**
   * The height of the input.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** A ref to the `<input>`. */
  inputRef?: Ref<HTMLInputElement>;
  /** Extra classes for `[data-slot="search-field"]`. */
  className?: RACSearchFieldProps['className'];
}

/**
 * A search input: Enter submits (`onSubmit`), Escape clears (`onClear`), and a clear button appears once there is
 * text. Styling hooks: `[data-slot="search-field"]` with `[data-empty]`, `[data-disabled]`, `[data-invalid]`.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  size,
  inputRef,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField
      {...props}
      data-slot="search-field"
      className={composeClassName(className, 'group/search-field flex flex-col gap-1.5')}
    >
      {label && <FieldLabel>{label}</FieldLabel>}
      <div className="relative flex items-center">
        <SearchIcon className="pointer-events-none absolute start-3 size-4 text-muted-foreground" />
        <Input
          ref={inputRef}
          data-slot="input"
          placeholder={placeholder}
          className={cn(
            inputVariants({ size }),
            'ps-9 pe-9 [&::-webkit-search-cancel-button]:hidden [&::-webkit-search-decoration]:hidden',
          )}
        />
        <Button
          data-slot="search-field-clear"
          className={cn(
            'absolute end-1.5 flex size-7 items-center justify-center rounded-ui text-muted-foreground',
            'data-[hovered]:bg-muted data-[hovered]:text-foreground group-data-[empty]/search-field:hidden',
            focusRing,
          )}
        >
          <CloseIcon className="size-4" />
        </Button>
      </div>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </RACSearchField>
  );
}
