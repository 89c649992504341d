import { useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';
import { type ComponentType, useState } from 'react';
import { useLocation } from 'react-router';
import { SearchIcon } from '../icons/icons';
import type { NavbarSearchProps } from './NavbarSearch';

type NavbarSearchComponent = ComponentType<NavbarSearchProps>;

// The combo box, its popover and the full-screen search load when a visitor reaches for the search (pointer over
// it, focus, a tap), out of every first visit; once loaded they stay, for every later page.
let loaded: NavbarSearchComponent | undefined;

/** Whether a path is one of the search pages, which have their own field bound to the URL. */
export function isSearchPagePath(pathname: string): boolean {
  return /^\/search(\/|$)/.test(pathname);
}

/**
 * The navbar's search. Until its code is loaded a plain field (a search button on phones) stands in for it: the
 * text typed and the focus carry over to the combo box, and a tap on the button opens the full-screen search once
 * it is there. The search pages leave it out: a second search field there would only compete with theirs.
 */
export function DeferredNavbarSearch() {
  const { pathname } = useLocation();
  if (isSearchPagePath(pathname)) return null;
  return <NavbarSearchLoader />;
}

function NavbarSearchLoader() {
  const { trans } = useTrans();
  const [NavbarSearch, setNavbarSearch] = useState(() => loaded);
  const [text, setText] = useState('');
  // Where the visitor is while the code is on its way, for the loaded search to take over from there.
  const [handOver, setHandOver] = useState<NavbarSearchProps['handOver']>();
  const load = () => {
    void import('./NavbarSearch').then((module) => {
      loaded = module.NavbarSearch;
      setNavbarSearch(() => loaded);
    });
  };
  const reachFor = (place: NavbarSearchProps['handOver']) => {
    setHandOver(place);
    load();
  };
  const leave = () => setHandOver(undefined);

  if (NavbarSearch) return <NavbarSearch initialText={text} handOver={handOver} />;
  return (
    <search className="flex w-full max-w-sm items-center max-[769px]:w-auto">
      <span className="relative flex w-full items-center max-[769px]:hidden">
        <SearchIcon className="pointer-events-none absolute start-3 size-4 text-muted-foreground" />
        <input
          type="text"
          role="combobox"
          aria-label={trans('Search')}
          aria-expanded="false"
          aria-autocomplete="list"
          autoComplete="off"
          placeholder={trans('Search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          // Enter before the results could show: the combo box searches the text as it takes over.
          onKeyDown={(event) => event.key === 'Enter' && reachFor('submit')}
          onPointerEnter={load}
          onFocus={() => reachFor('field')}
          onBlur={leave}
          // The kit's small input, focused as React Aria's are: the combo box that takes over looks the same.
          className="h-8 w-full min-w-0 rounded-ui border border-control bg-background ps-9 pe-9 text-foreground text-sm outline-hidden placeholder:text-muted-foreground focus:outline-2 focus:outline-focus focus:outline-solid focus:-outline-offset-1"
        />
      </span>
      <Button
        variant="ghost"
        size="sm"
        isIconOnly
        aria-label={trans('Search')}
        onFocus={() => reachFor('button')}
        onBlur={leave}
        onPress={() => reachFor('dialog')}
        className="min-[769px]:hidden"
      >
        <SearchIcon className="size-5" />
      </Button>
    </search>
  );
}
