import { useSettings } from '@tonearm/shell';
import { cn } from '@tonearm/ui';
import { lazy, Suspense } from 'react';

// The sanitiser loads only for a slot an admin filled, so pages without ads never download it.
const AdHtml = lazy(() => import('./AdHtml').then((m) => ({ default: m.AdHtml })));

/** The ad slots of doc 001 §1, each with its size hint from §9. */
export type AdSlotName = 'general_top' | 'general_bottom' | 'artist_top' | 'artist_bottom' | 'album_above';

const SLOT_SIZE: Record<AdSlotName, string> = {
  general_top: 'max-h-[150px] w-full',
  general_bottom: 'w-full',
  artist_top: 'w-full max-w-[1000px]',
  artist_bottom: 'w-full max-w-[430px]',
  album_above: 'w-full',
};

/**
 * The ad an admin configured for `slot` (settings `ads.*`), sanitised like all server HTML; nothing at all when
 * the slot is empty. It is a labelled complementary region so screen-reader users can tell it from the page.
 */
export function AdSlot({ slot }: { slot: AdSlotName }) {
  const html = useSettings().ads?.[slot];
  if (!html?.trim()) return null;
  return (
    <Suspense fallback={null}>
      <AdHtml html={html} slot={slot} className={cn('mx-auto overflow-hidden', SLOT_SIZE[slot])} />
    </Suspense>
  );
}
