import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { SearchIcon } from '../icons/icons';

// The combo box, its popover and the full-screen search load after the first page, out of every first visit.
const NavbarSearch = lazy(() =>
  import('./NavbarSearch').then((module) => ({ default: module.NavbarSearch })),
);

/** Whether a path is one of the search pages, which have their own field bound to the URL. */
export function isSearchPagePath(pathname: string): boolean {
  return /^\/search(\/|$)/.test(pathname);
}

/**
 * The navbar's search, loaded apart from the first page; an outline of the field holds its place meanwhile. The
 * search pages leave it out: a second search field there would only compete with theirs.
 */
export function DeferredNavbarSearch() {
  if (isSearchPagePath(useLocation().pathname)) return null;
  return (
    <Suspense
      fallback={
        <span
          aria-hidden="true"
          className="flex w-full max-w-sm items-center text-muted-foreground max-[768px]:w-auto"
        >
          <span className="flex h-8 w-full items-center gap-2 rounded-ui border border-control px-3 max-[768px]:hidden">
            <SearchIcon className="size-4" />
          </span>
          <span className="inline-flex size-8 items-center justify-center min-[769px]:hidden">
            <SearchIcon className="size-5" />
          </span>
        </span>
      }
    >
      <NavbarSearch />
    </Suspense>
  );
}
