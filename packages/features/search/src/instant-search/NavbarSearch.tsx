import { InstantSearch } from './InstantSearch';
import { MobileSearchDialog } from './MobileSearchDialog';

/** The navbar's search: the instant search on wide screens, a button opening a full-screen search up to 768 px. */
export function NavbarSearch() {
  return (
    <>
      <InstantSearch className="max-[768px]:hidden" />
      <MobileSearchDialog className="min-[769px]:hidden" />
    </>
  );
}
