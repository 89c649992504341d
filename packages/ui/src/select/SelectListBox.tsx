import { ListBox, type ListBoxProps } from 'react-aria-components';
import { useTypeAhead } from '../menu/use-type-ahead';
import { useKitStrings } from '../providers/kit-strings';
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
  const { noMatches } = useKitStrings();
  return <div className="px-3 py-2 text-muted-foreground text-sm">{noMatches}</div>;
}

// React Aria calls this as a function, only while the list is empty: the words' hook lives in a component of its own.
const renderEmptyState = () => <EmptyState />;

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
        renderEmptyState={renderEmptyState}
        {...props}
        data-slot="list-box"
        className={composeClassName(className, listBoxVariants({ container }))}
      />
    </div>
  );
}
