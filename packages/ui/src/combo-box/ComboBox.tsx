import { type ReactNode, type Ref, useId } from 'react';
import {
  Button,
  Group,
  Input,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
  Popover as RACPopover,
} from 'react-aria-components';
import { MENU_MAX_HEIGHT } from '../menu/menu.variants';
import { POPUP_PADDING, popoverVariants } from '../popover/popover.variants';
import { useIsMobile } from '../responsive';
import { SelectListBox } from '../select/SelectListBox';
import {
  FieldDescription,
  FieldError,
  type FieldErrorMessage,
  FieldLabel,
  inputVariants,
} from '../text-field';
import { cn } from '../utils/cn';
import { composeClassName } from '../utils/compose-class-name';
import { ChevronDownIcon } from '../utils/icons';
import { ComboBoxTray } from './ComboBoxTray';
import { comboBoxButtonVariants } from './combo-box.variants';

export interface ComboBoxProps<T extends object>
  extends Omit<RACComboBoxProps<T, 'single'>, 'children' | 'selectionMode'> {
  /** Receives the component's root DOM element. */
  ref?: Ref<HTMLDivElement>;
  /** The visible label; without one, give the combo box an `aria-label`. */
  label?: ReactNode;
  /** Help text under the input. */
  description?: ReactNode;
  /** The message shown while the combo box is invalid. */
  errorMessage?: FieldErrorMessage;
  /** Text shown in the empty input; never a substitute for the label. */
  placeholder?: string;
  /** `SelectItem`s and `SelectSection`s, or a function rendering one per entry of `items` / `defaultItems`. */
  children: ReactNode | ((item: T) => ReactNode);
  /**
   * The height of the input.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Whether the list stays open, showing 'There are no items matching your query', when nothing matches.
   * @default true
   */
  allowsEmptyCollection?: boolean;
  /** Extra classes for `[data-slot="combo-box"]`. */
  className?: RACComboBoxProps<T, 'single'>['className'];
}

/**
 * A text input with a list of suggestions filtered as the user types (pass `defaultItems` for built-in
 * filtering, or `items` to filter yourself). The list opens in a popover; at 768 px wide or less the field
 * becomes a button that opens a bottom tray holding the input and the list. Styling hooks:
 * `[data-slot="combo-box"]` with `[data-open]`, `[data-invalid]`, `[data-disabled]`; `[data-slot="list-box"]`.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  size = 'md',
  allowsEmptyCollection = true,
  className,
  ...props
}: ComboBoxProps<T>) {
  const isMobile = useIsMobile();
  const labelId = useId();
  const renderOption = children as ReactNode | ((item: object) => ReactNode);
  return (
    <RACComboBox<T, 'single'>
      {...props}
      // In the tray the list shows as soon as the input there takes focus.
      {...(isMobile ? { menuTrigger: 'focus' as const } : {})}
      allowsEmptyCollection={allowsEmptyCollection}
      data-slot="combo-box"
      className={composeClassName(className, 'group flex flex-col gap-1.5')}
    >
      {label && <FieldLabel id={labelId}>{label}</FieldLabel>}
      {isMobile ? (
        <ComboBoxTray
          labelId={label ? labelId : undefined}
          label={label}
          placeholder={placeholder}
          size={size}
        >
          {renderOption}
        </ComboBoxTray>
      ) : (
        <Group data-slot="combo-box-group" className="relative flex items-center">
          <Input placeholder={placeholder} className={cn(inputVariants({ size }), 'pr-10')} />
          <Button data-slot="combo-box-button" className={comboBoxButtonVariants()}>
            <ChevronDownIcon className="size-4" />
          </Button>
        </Group>
      )}
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      {!isMobile && (
        <RACPopover
          containerPadding={POPUP_PADDING}
          maxHeight={MENU_MAX_HEIGHT}
          data-slot="popover"
          data-layout="anchored"
          className={cn(popoverVariants({ layout: 'anchored' }), 'min-w-(--trigger-width)')}
        >
          <SelectListBox>{renderOption}</SelectListBox>
        </RACPopover>
      )}
    </RACComboBox>
  );
}
