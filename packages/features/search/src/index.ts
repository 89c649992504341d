export { DeferredNavbarSearch, isSearchPagePath } from './instant-search/DeferredNavbarSearch';
export { DebouncedQuery, SEARCH_DEBOUNCE_MS, useDebouncedQuery } from './instant-search/debounced-query';
export { InstantSearch } from './instant-search/InstantSearch';
export { MobileSearchDialog } from './instant-search/MobileSearchDialog';
export { routes } from './routes';
export { SearchPage } from './search-page/SearchPage';
export {
  SEARCH_TABS,
  type SearchTab,
  searchLink,
  searchQueryOf,
  searchTabOf,
} from './search-query/search-query';
