import { useTrans } from '@tonearm/shell';
import {
  Button,
  cn,
  Dialog,
  DialogCloseButton,
  inputVariants,
  Modal,
  SelectListBox,
  Spinner,
} from '@tonearm/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Autocomplete, DialogTrigger, Input, SearchField } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../icons/icons';
import { searchLink, searchQueryOf } from '../search-query/search-query';
import { InstantSearchSection, type InstantSection, instantSections } from './InstantSearchOptions';
import { useInstantSearch } from './use-instant-search';

/** The full-screen search's field and results; remounted on each opening, so it starts empty. */
function MobileSearch({ close }: { close: () => void }) {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useInstantSearch(text);
  const searchPageLabel = trans('Search for “:query”', { query: searchQueryOf(text) });
  const { query, groups } = search;
  const sections = useMemo(
    () => instantSections(text, { query, groups }, searchPageLabel),
    [text, query, groups, searchPageLabel],
  );
  return (
    <Autocomplete inputValue={text} onInputChange={setText} disableAutoFocusFirst>
      <SearchField
        aria-label={trans('Search')}
        autoFocus
        onSubmit={() => {
          // Enter on a result opens its page through its link; only Enter on the text searches.
          if (inputRef.current?.getAttribute('aria-activedescendant') || !searchQueryOf(text)) return;
          void navigate(searchLink(text));
          close();
        }}
        className="relative flex shrink-0 items-center pe-10"
      >
        <SearchIcon className="pointer-events-none absolute start-3 size-4 text-muted-foreground" />
        <Input
          ref={inputRef}
          placeholder={trans('Search')}
          className={cn(inputVariants({ size: 'lg' }), 'ps-9 pe-9 [&::-webkit-search-cancel-button]:hidden')}
        />
        <Spinner
          isLoading={search.isPending}
          size="sm"
          aria-label={trans('Searching')}
          className="absolute end-13 text-muted-foreground"
        />
      </SearchField>
      <SelectListBox
        aria-label={trans('Search results')}
        items={sections}
        container="tray"
        renderEmptyState={() => null}
      >
        {(section: InstantSection) => <InstantSearchSection section={section} search={search} />}
      </SelectListBox>
    </Autocomplete>
  );
}

/**
 * The navbar's search on small screens (<= 768 px): a button opening a full-screen search with the same grouped
 * results as the wide screens' dropdown. Choosing a result or searching closes it; Escape clears the text, and
 * closes the search once the text is empty.
 */
export function MobileSearchDialog({ className }: { className?: string }) {
  const { trans } = useTrans();
  const [isOpen, setOpen] = useState(false);
  const { pathname } = useLocation();
  // A chosen result navigates through its link; the new page closes the search.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page.
  useEffect(() => setOpen(false), [pathname]);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" isIconOnly aria-label={trans('Search')} className={className}>
        <SearchIcon className="size-5" />
      </Button>
      <Modal size="fullscreen" isDismissable>
        <Dialog aria-label={trans('Search')} padding="md" className="h-full">
          {({ close }) => (
            <>
              <MobileSearch close={close} />
              <DialogCloseButton aria-label={trans('Close search')} className="top-5 right-4" />
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
