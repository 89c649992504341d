import { createContext, type ReactNode, useContext } from 'react';

/**
 * The words the kit's components show on their own, where the app passes no label: a toast's close button, the
 * spinner of a pending button, a password field's reveal toggle. Give translated ones once, near the root, with
 * `KitStringsProvider`; a label passed to a component as a prop still wins.
 */
export interface KitStrings {
  /** The accessible name of the close buttons of toasts and dialogs. */
  close: string;
  /** What a spinner announces, and what a pending button adds to its name. */
  loading: string;
  /** The label of a password field's toggle that shows the password as plain text. */
  showPassword: string;
  /** The button that dismisses a confirmation without acting. */
  cancel: string;
  /** What a menu, select or combo box shows when no item matches. */
  noMatches: string;
  /** The accessible name of a searchable menu's search field. */
  search: string;
  /** The placeholder of a searchable menu's search field. */
  searchPlaceholder: string;
  /** What a virtual table or list shows with no rows. */
  noItems: string;
  /** The accessible name of a breadcrumb trail. */
  breadcrumbs: string;
}

/** The kit's English words, used wherever no `KitStringsProvider` is mounted. */
export const DEFAULT_KIT_STRINGS: KitStrings = {
  close: 'Close',
  loading: 'Loading',
  showPassword: 'Show?',
  cancel: 'Cancel',
  noMatches: 'There are no items matching your query',
  search: 'Search',
  searchPlaceholder: 'Search...',
  noItems: 'No items',
  breadcrumbs: 'Breadcrumbs',
};

const KitStringsContext = createContext<KitStrings>(DEFAULT_KIT_STRINGS);

export interface KitStringsProviderProps {
  /** The words to show; keep the object stable between renders (memoise it) so the kit does not re-render. */
  strings: KitStrings;
  children: ReactNode;
}

/** Gives the kit's components their words in the app's language. */
export function KitStringsProvider({ strings, children }: KitStringsProviderProps) {
  return <KitStringsContext value={strings}>{children}</KitStringsContext>;
}

/** The words of the nearest `KitStringsProvider`, or the kit's English ones. */
export function useKitStrings(): KitStrings {
  return useContext(KitStringsContext);
}
