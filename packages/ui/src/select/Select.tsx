import type { ReactNode, Ref } from 'react';
import {
  Button,
  Popover as RACPopover,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components';
import { MENU_MAX_HEIGHT } from '../menu/menu.variants';
import { POPUP_PADDING, popoverVariants } from '../popover/popover.variants';
import { useIsMobile } from '../responsive';
import { FieldDescription, FieldError, type FieldErrorMessage, FieldLabel } from '../text-field';
import { TrayPopover } from '../tray';
import { cn } from '../utils/cn';
import { composeClassName } from '../utils/compose-class-name';
import { ChevronDownIcon } from '../utils/icons';
import { SelectListBox } from './SelectListBox';
import { type SelectTriggerVariants, selectTriggerVariants } from './select.variants';
import { useSelectTypeAhead } from './use-select-type-ahead';

type SelectionMode = 'single' | 'multiple';

export interface SelectProps<T extends object, M extends SelectionMode = 'single'>
  extends Omit<RACSelectProps<T, M>, 'children'> {
  /** Receives the component's root DOM element. */
  ref?: Ref<HTMLDivElement>;
  /** The visible label; without one, give the select an `aria-label`. */
  label?: ReactNode;
  /** Help text under the button. */
  description?: ReactNode;
  /** The message shown while the select is invalid. */
  errorMessage?: FieldErrorMessage;
  /** The options, for a dynamic list rendered by `children`. */
  items?: Iterable<T>;
  /** `SelectItem`s and `SelectSection`s, or a function rendering one per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /**
   * The height of the button.
   * @default 'md'
   */
  size?: NonNullable<SelectTriggerVariants['size']>;
  /** Extra classes for `[data-slot="select"]`. */
  className?: RACSelectProps<T, M>['className'];
}

/** The button, inside the select so it can read the select's state for type-ahead. */
function SelectTrigger({ size }: { size: NonNullable<SelectTriggerVariants['size']> }) {
  const typeAhead = useSelectTypeAhead();
  return (
    <div {...typeAhead} className="contents">
      <Button data-slot="select-trigger" className={selectTriggerVariants({ size })}>
        {/* The chosen option's text alone: its description and check belong to the list, not the button. */}
        <SelectValue className="min-w-0 flex-1 truncate data-[placeholder]:text-muted-foreground">
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText
          }
        </SelectValue>
        <ChevronDownIcon className="size-4 shrink-0 text-muted-foreground" />
      </Button>
    </div>
  );
}

/**
 * Picks one option (or several with `selectionMode="multiple"`) from a list. The list opens in a popover, or in a
 * bottom tray at 768 px wide or less. Enter, Space or the arrow keys open it; typing picks the matching option
 * (the typed text resets after 500 ms). Styling hooks: `[data-slot="select"]` with `[data-open]`, `[data-invalid]`,
 * `[data-disabled]`; `[data-slot="select-trigger"]`; `[data-slot="list-box"]`.
 */
export function Select<T extends object, M extends SelectionMode = 'single'>({
  label,
  description,
  errorMessage,
  items,
  children,
  size = 'md',
  className,
  ...props
}: SelectProps<T, M>) {
  const isMobile = useIsMobile();
  const list = (
    <SelectListBox container={isMobile ? 'tray' : 'popover'} {...(items ? { items } : {})}>
      {children}
    </SelectListBox>
  );
  return (
    <RACSelect<T, M>
      {...props}
      data-slot="select"
      className={composeClassName(className, 'group flex flex-col gap-1.5')}
    >
      {label && <FieldLabel>{label}</FieldLabel>}
      <SelectTrigger size={size} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      {/* Both forms are React Aria popovers, which clear the select's label, button and text settings. */}
      {isMobile ? (
        <TrayPopover>{list}</TrayPopover>
      ) : (
        <RACPopover
          containerPadding={POPUP_PADDING}
          maxHeight={MENU_MAX_HEIGHT}
          data-slot="popover"
          data-layout="anchored"
          className={cn(popoverVariants({ layout: 'anchored' }), 'min-w-(--trigger-width)')}
        >
          {list}
        </RACPopover>
      )}
    </RACSelect>
  );
}
