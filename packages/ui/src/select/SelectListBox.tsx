import { ListBox, type ListBoxProps } from 'react-aria-components';
import { MENU_EMPTY_MESSAGE } from '../menu/menu.variants';
import { useTypeAhead } from '../menu/use-type-ahead';
import { composeClassName } from '../utils/compose-class-name';
import { listBoxVariants } from './select.variants';

export interface SelectListBoxProps<T> extends ListBoxProps<T> {
  /**
   * Where the list is shown, which sets its spacing.
   * @default 'popover'
   */
  container?: 'popover' | 'tray';
}

function EmptyState() {
  return <div className="px-3 py-2 text-muted-foreground text-sm">{MENU_EMPTY_MESSAGE}</div>;
}

/** The option list of a `Select` or `ComboBox`, with the kit's 500 ms type-ahead. */
export function SelectListBox<T extends object>({
  container = 'popover',
  className,
  ...props
}: SelectListBoxProps<T>) {
  const typeAhead = useTypeAhead();
  return (
    <div {...typeAhead} className="contents max-h-[inherit]">
      <ListBox
        renderEmptyState={EmptyState}
        {...props}
        data-slot="list-box"
        className={composeClassName(className, listBoxVariants({ container }))}
      />
    </div>
  );
}
