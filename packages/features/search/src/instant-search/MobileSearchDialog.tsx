import { useTrans } from '@tonearm/shell';
import { Button, Dialog, DialogCloseButton, Modal, SearchField } from '@tonearm/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../icons/icons';
import { searchLink, searchQueryOf } from '../search-query/search-query';
import { instantSections } from './InstantSearchOptions';
import { MobileSearchResults } from './MobileSearchResults';
import { useInstantSearch } from './use-instant-search';

/** The full-screen search's field and results; remounted on each opening, so it starts empty. */
function MobileSearch({ close }: { close: () => void }) {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const search = useInstantSearch(text);
  const searchPageLabel = trans('Search for “:query”', { query: searchQueryOf(text) });
  const { query, groups } = search;
  const sections = useMemo(
    () => instantSections(text, { query, groups }, searchPageLabel),
    [text, query, groups, searchPageLabel],
  );
  return (
    <div className="flex h-full flex-col gap-4">
      <SearchField
        aria-label={trans('Search')}
        placeholder={trans('Search')}
        size="lg"
        autoFocus
        value={text}
        onChange={setText}
        // Escape with text clears it; on an empty field it reaches the dialog, which closes.
        onSubmit={() => {
          if (!searchQueryOf(text)) return;
          void navigate(searchLink(text));
          close();
        }}
        className="shrink-0 pe-10"
      />
      <MobileSearchResults sections={sections} search={search} />
    </div>
  );
}

/**
 * The navbar's search on small screens (<= 768 px): a button opening a full-screen search with the same grouped
 * results as the wide screens' dropdown. Choosing a result or searching closes it; Escape clears the text, and
 * closes the search once the text is empty.
 */
export function MobileSearchDialog({
  autoFocus = false,
  defaultOpen = false,
  className,
}: {
  /** Focus the button as it mounts, taking over from the one that stood in while the search loaded. @default false */
  autoFocus?: boolean;
  /** Open the search as it mounts, for a tap on the button that stood in. @default false */
  defaultOpen?: boolean;
  className?: string;
}) {
  const { trans } = useTrans();
  const [isOpen, setOpen] = useState(false);
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    // A chosen result navigates through its link; the new page closes the search.
    if (shownOn.current !== pathname) setOpen(false);
    shownOn.current = pathname;
  }, [pathname]);
  // After the button took the focus (its effect runs first), so closing the search gives the focus back to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only as it mounts.
  useEffect(() => {
    if (defaultOpen) setOpen(true);
  }, []);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        size="sm"
        isIconOnly
        autoFocus={autoFocus}
        aria-label={trans('Search')}
        className={className}
      >
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
