import { useTrans } from '@tonearm/shell';
import {
  cn,
  inputVariants,
  MENU_MAX_HEIGHT,
  POPUP_PADDING,
  popoverVariants,
  SelectListBox,
  Spinner,
} from '@tonearm/ui';
import { useContext, useEffect, useMemo, useState } from 'react';
import { ComboBox, ComboBoxStateContext, Input, Popover } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../icons/icons';
import { searchLink, searchQueryOf } from '../search-query/search-query';
import { InstantSearchSection, type InstantSection, instantSections } from './InstantSearchOptions';
import { useInstantSearch } from './use-instant-search';

interface SearchInputProps {
  isPending: boolean;
  /** Enter on the text itself, with no option focused. */
  onSubmit: () => void;
  /** Escape while the list is closed. */
  onClear: () => void;
}

/** The combo box's input: Enter searches the text and Escape clears it, unless an option or the list takes them. */
function SearchInput({ isPending, onSubmit, onClear }: SearchInputProps) {
  const { trans } = useTrans();
  const state = useContext(ComboBoxStateContext);
  return (
    <div className="relative flex items-center">
      <SearchIcon className="pointer-events-none absolute start-3 size-4 text-muted-foreground" />
      <Input
        placeholder={trans('Search')}
        className={cn(inputVariants({ size: 'sm' }), 'ps-9 pe-9')}
        onKeyDown={(event) => {
          // React Aria has already handled the key: an option focused with the arrows opens its page, and the
          // first Escape closes the list (as the APG combobox does); the state read here is the one before it.
          if (event.key === 'Enter' && state?.selectionManager.focusedKey == null) onSubmit();
          if (event.key === 'Escape' && !state?.isOpen) onClear();
        }}
      />
      <Spinner
        isLoading={isPending}
        size="sm"
        aria-label={trans('Searching')}
        className="absolute end-3 text-muted-foreground"
      />
    </div>
  );
}

/**
 * The navbar's instant search (wide screens): results grouped by artists, albums, tracks and playlists appear
 * 300 ms after typing pauses. Arrow keys move through them; Enter on one opens its page, Enter on the text opens
 * the search page for it, Escape closes the list and then clears the text.
 */
export function InstantSearch({ className }: { className?: string }) {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  const search = useInstantSearch(text);
  const searchPageLabel = trans('Search for “:query”', { query: searchQueryOf(text) });
  const { query, groups } = search;
  const sections = useMemo(
    () => instantSections(text, { query, groups }, searchPageLabel),
    [text, query, groups, searchPageLabel],
  );
  // Whatever page the search led to, the field starts empty there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page.
  useEffect(() => setText(''), [pathname]);

  return (
    <search className={cn('w-full max-w-sm', className)}>
      <ComboBox
        aria-label={trans('Search')}
        items={sections}
        inputValue={text}
        onInputChange={setText}
        allowsCustomValue
        menuTrigger="input"
        data-slot="instant-search"
        className="group flex flex-col"
      >
        <SearchInput
          isPending={search.isPending}
          onSubmit={() => {
            if (searchQueryOf(text)) void navigate(searchLink(text));
          }}
          onClear={() => setText('')}
        />
        <Popover
          containerPadding={POPUP_PADDING}
          maxHeight={MENU_MAX_HEIGHT}
          placement="bottom start"
          data-slot="popover"
          className={cn(popoverVariants({ layout: 'anchored' }), 'w-(--trigger-width) min-w-80')}
        >
          <SelectListBox aria-label={trans('Search results')}>
            {(section: InstantSection) => <InstantSearchSection section={section} search={search} />}
          </SelectListBox>
        </Popover>
      </ComboBox>
    </search>
  );
}
