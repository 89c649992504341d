import { InstantSearch } from './InstantSearch';
import { MobileSearchDialog } from './MobileSearchDialog';

export interface NavbarSearchProps {
  /** What was typed into the field that stood in while this loaded. @default '' */
  initialText?: string;
  /**
   * Where the visitor was while this loaded: in the field, in it having pressed Enter, on the phone's button, or
   * opening the search.
   */
  handOver?: 'field' | 'submit' | 'button' | 'dialog' | undefined;
}

/** The navbar's search: the instant search on wide screens, a button opening a full-screen search up to 768 px. */
export function NavbarSearch({ initialText = '', handOver }: NavbarSearchProps) {
  return (
    <>
      <InstantSearch
        initialText={initialText}
        autoFocus={handOver === 'field' || handOver === 'submit'}
        submitted={handOver === 'submit'}
        className="max-[769px]:hidden"
      />
      <MobileSearchDialog
        autoFocus={handOver === 'button' || handOver === 'dialog'}
        defaultOpen={handOver === 'dialog'}
        className="min-[769px]:hidden"
      />
    </>
  );
}
