import { Autocomplete, Input, SearchField, useFilter } from 'react-aria-components';
import { useKitStrings } from '../providers/kit-strings';
import { composeClassName } from '../utils/compose-class-name';
import { SearchIcon } from '../utils/icons';
import { Menu, type MenuProps } from './Menu';

export interface SearchableMenuProps<T> extends MenuProps<T> {
  /**
   * The accessible name of the search field.
   * @default 'Search', or the `search` of the nearest `KitStringsProvider`
   */
  searchLabel?: string;
  /**
   * Placeholder text of the search field.
   * @default 'Search...', or the `searchPlaceholder` of the nearest `KitStringsProvider`
   */
  placeholder?: string;
  /** The search text, when controlled. */
  inputValue?: string;
  /** The initial search text, when uncontrolled. */
  defaultInputValue?: string;
  /** Called as the search text changes. */
  onInputChange?: (value: string) => void;
}

/**
 * A menu with a search field above it that filters the items by text, using React Aria's `Autocomplete`: the
 * field keeps focus while the arrow keys move through the items, so the menu role contains only items.
 * Items that do not match are hidden; with none left it shows 'There are no items matching your query'.
 * Styling hooks: `[data-slot="searchable-menu"]`, `[data-slot="menu-search"]`.
 */
export function SearchableMenu<T extends object>({
  searchLabel,
  placeholder,
  inputValue,
  defaultInputValue,
  onInputChange,
  className,
  ...menuProps
}: SearchableMenuProps<T>) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const strings = useKitStrings();
  return (
    <div data-slot="searchable-menu" className="flex max-h-[inherit] flex-col">
      <Autocomplete
        filter={contains}
        {...(inputValue === undefined ? {} : { inputValue })}
        {...(defaultInputValue === undefined ? {} : { defaultInputValue })}
        {...(onInputChange ? { onInputChange } : {})}
      >
        <SearchField
          aria-label={searchLabel ?? strings.search}
          autoFocus
          data-slot="menu-search"
          className="flex shrink-0 items-center gap-2 border-border border-b px-3"
        >
          <SearchIcon className="size-4 shrink-0 text-muted-foreground" />
          <Input
            placeholder={placeholder ?? strings.searchPlaceholder}
            className="h-10 w-full min-w-0 bg-transparent text-foreground text-sm outline-none placeholder:text-muted-foreground [&::-webkit-search-cancel-button]:hidden"
          />
        </SearchField>
        <Menu {...menuProps} className={composeClassName(className, 'min-h-0 flex-1')} />
      </Autocomplete>
    </div>
  );
}
