import {
  Keyboard,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  Text,
} from 'react-aria-components';
import { composeClassName } from '../utils/compose-class-name';
import { CheckIcon, ChevronRightIcon } from '../utils/icons';
import { type MenuItemVariants, menuItemVariants } from './menu.variants';

export interface MenuItemProps<T> extends Omit<RACMenuItemProps<T>, 'children'> {
  /** The item's label. */
  children: React.ReactNode;
  /** A second line under the label. */
  description?: React.ReactNode;
  /** A decorative icon before the label. */
  icon?: React.ReactNode;
  /** A keyboard shortcut shown at the end, e.g. '⌘C'. */
  shortcut?: string;
  /**
   * `danger` for destructive actions.
   * @default 'default'
   */
  intent?: NonNullable<MenuItemVariants['intent']>;
  /** Extra classes for `[data-slot="menu-item"]`. */
  className?: RACMenuItemProps<T>['className'];
}

/**
 * One action in a `Menu`; give it `onAction`, or `href` to navigate. A non-string label needs `textValue`
 * for type-ahead and search. Styling hooks: `[data-slot="menu-item"]` with React Aria's `[data-focused]`,
 * `[data-selected]`, `[data-disabled]`, `[data-has-submenu]`, `[data-open]`.
 */
export function MenuItem<T extends object>({
  children,
  description,
  icon,
  shortcut,
  intent = 'default',
  className,
  ...props
}: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACMenuItem
      {...props}
      {...(textValue === undefined ? {} : { textValue })}
      data-slot="menu-item"
      className={composeClassName(className, menuItemVariants({ intent }))}
    >
      {({ selectionMode, isSelected, hasSubmenu }) => (
        <>
          {selectionMode !== 'none' && (
            <span className="flex size-4 shrink-0 items-center justify-center" aria-hidden="true">
              {isSelected && <CheckIcon className="size-4" />}
            </span>
          )}
          {icon && (
            <span className="flex size-5 shrink-0 items-center justify-center text-muted-foreground [&_svg]:size-5">
              {icon}
            </span>
          )}
          {/* A label alone fills the row itself: one element less per item for the menu to lay out as it opens. */}
          {description ? (
            <span className="flex min-w-0 flex-1 flex-col">
              <Text slot="label" className="truncate">
                {children}
              </Text>
              <Text slot="description" className="text-muted-foreground text-xs">
                {description}
              </Text>
            </span>
          ) : (
            <Text slot="label" className="min-w-0 flex-1 truncate">
              {children}
            </Text>
          )}
          {shortcut && <Keyboard className="text-muted-foreground text-xs">{shortcut}</Keyboard>}
          {hasSubmenu && <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" />}
        </>
      )}
    </RACMenuItem>
  );
}
