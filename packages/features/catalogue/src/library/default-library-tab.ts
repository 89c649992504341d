import type { LibraryTab } from './library-tabs';

// Apart from the tabs: the route table on every first visit needs only this.
/** Where `/library` itself goes: the liked songs, what a listener opens the library for most. */
export const DEFAULT_LIBRARY_TAB: LibraryTab = 'songs';
