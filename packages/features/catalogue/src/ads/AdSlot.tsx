import { useSettings } from '@tonearm/shell';
import { cn } from '@tonearm/ui';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

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
  const clean = useMemo(() => (html ? DOMPurify.sanitize(html) : ''), [html]);
  if (!clean.trim()) return null;
  return (
    <aside
      aria-label="Advertisement"
      data-slot="ad"
      data-ad-slot={slot}
      className={cn('mx-auto overflow-hidden', SLOT_SIZE[slot])}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the admin's ad code, sanitised by DOMPurify above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
