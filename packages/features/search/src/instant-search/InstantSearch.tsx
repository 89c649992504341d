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
import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ComboBox, ComboBoxStateContext, Input, Popover } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../icons/icons';
import { searchLink, searchQueryOf } from '../search-query/search-query';
import { InstantSearchSection, type InstantSection, instantSections } from './InstantSearchOptions';
import { useInstantSearch } from './use-instant-search';

interface SearchInputProps {
  isPending: boolean;
  /** Take the focus as it mounts, from the field that stood in while the search loaded, with the list open. */
  autoFocus: boolean;
  /** Enter on the text itself, with no option focused. */
  onSubmit: () => void;
  /** Escape while the list is closed. */
  onClear: () => void;
}

/** The combo box's input: Enter searches the text and Escape clears it, unless an option or the list takes them. */
function SearchInput({ isPending, autoFocus, onSubmit, onClear }: SearchInputProps) {
  const { trans } = useTrans();
  const state = useContext(ComboBoxStateContext);
  const inputRef = useRef<HTMLInputElement>(null);
  // Before paint, so no keystroke falls between the two fields; the caret goes after the text typed so far.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only as it mounts.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!autoFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    if (input.value.trim()) state?.open(null, 'manual');
  }, []);
  return (
    <div className="relative flex items-center">
      <SearchIcon className="pointer-events-none absolute start-3 size-4 text-muted-foreground" />
      <Input
        ref={inputRef}
        placeholder={trans('Search')}
        className={cn(inputVariants({ size: 'sm' }), 'ps-9 pe-9')}
        onKeyDown={(event) => {
          // React Aria has already handled the key: an option focused with the arrows opens its page, and the
          // first Escape closes the list (as the APG combobox does); the state read here is the one before it.
          if (event.key === 'Enter' && state?.selectionManager.focusedKey == null) {
            // The search page has its own field and takes the focus; this one leaves with the navigation.
            event.currentTarget.blur();
            onSubmit();
          }
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
export function InstantSearch({
  initialText = '',
  autoFocus = false,
  submitted = false,
  className,
}: {
  /** @default '' */
  initialText?: string;
  /** Take the focus as it mounts. @default false */
  autoFocus?: boolean;
  /** Enter was pressed on `initialText` before this loaded: open its search page as it mounts. @default false */
  submitted?: boolean;
  className?: string;
}) {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [text, setText] = useState(initialText);
  const search = useInstantSearch(text);
  const searchPageLabel = trans('Search for “:query”', { query: searchQueryOf(text) });
  const { query, groups } = search;
  const sections = useMemo(
    () => instantSections(text, { query, groups }, searchPageLabel),
    [text, query, groups, searchPageLabel],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: only as it mounts.
  useEffect(() => {
    if (submitted && searchQueryOf(initialText)) void navigate(searchLink(initialText));
  }, []);
  // Whatever page the search led to, the field starts empty there.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current !== pathname) setText('');
    shownOn.current = pathname;
  }, [pathname]);

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
          autoFocus={autoFocus}
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
