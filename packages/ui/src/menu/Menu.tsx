import type { Ref } from 'react';
import { Menu as RACMenu, type MenuProps as RACMenuProps } from 'react-aria-components';
import { useKitStrings } from '../providers/kit-strings';
import { composeClassName } from '../utils/compose-class-name';
import { menuVariants } from './menu.variants';
import { useTypeAhead } from './use-type-ahead';

export interface MenuProps<T> extends RACMenuProps<T> {
  /** Receives the component's root DOM element. */
  ref?: Ref<HTMLDivElement>;
  /** Extra classes for `[data-slot="menu"]`. */
  className?: RACMenuProps<T>['className'];
}

function MenuEmptyState() {
  const { noMatches } = useKitStrings();
  return <div className="px-3 py-2 text-muted-foreground text-sm">{noMatches}</div>;
}

// React Aria calls this as a function, only while the menu is empty: the words' hook lives in a component of its own.
const renderMenuEmptyState = () => <MenuEmptyState />;

/**
 * A list of actions: `MenuItem`s, `MenuSection`s and `Submenu`s. Put it in a `MenuTrigger` or `ContextMenu`.
 * Typing moves to the first matching item (the typed text resets after 500 ms). With no items it shows
 * 'There are no items matching your query' (the kit strings' `noMatches`). Styling hooks: `[data-slot="menu"]`, `[data-empty]`.
 */
export function Menu<T extends object>({
  className,
  renderEmptyState = renderMenuEmptyState,
  ...props
}: MenuProps<T>) {
  const typeAhead = useTypeAhead();
  return (
    <div {...typeAhead} data-slot="menu-type-ahead" className="contents max-h-[inherit]">
      <RACMenu
        {...props}
        data-slot="menu"
        renderEmptyState={renderEmptyState}
        className={composeClassName(className, menuVariants())}
      />
    </div>
  );
}
