import { AD_SLOT_SIZES, type AdSlotName, adFrameHeight } from '@tonearm/client/rules';
import { lazy, Suspense } from 'react';
import { useSettings } from '../bootstrap';

export { AD_FRAME_SANDBOX } from './ad-frame-sandbox';

// Sites without ads, as every one starts, never load the frame's code; a slot that has an ad holds the frame's
// place at the frame's first height while it loads, so nothing moves when it comes.
const AdFrame = lazy(() => import('./AdFrame').then((module) => ({ default: module.AdFrame })));

export interface AdSlotProps {
  /** Which of the five slots (doc 000 §3) this is. */
  slot: AdSlotName;
}

/**
 * The operator's ad for `slot` (settings `ads.*`) in a sandboxed frame sized by the slot's hint (doc 001 §9), in a
 * labelled complementary region so screen-reader users can tell it from the page. Nothing at all when ads are
 * disabled or the slot is empty. The frame loads its document from the server (`GET ads/{slot}`) rather than from
 * `srcdoc`, which would inherit the page's content security policy and block the snippet's scripts.
 */
export function AdSlot({ slot }: AdSlotProps) {
  const ads = useSettings().ads;
  const snippet = ads?.[slot];
  if (ads?.disable === true || typeof snippet !== 'string' || snippet.trim() === '') return null;
  const { maxWidth } = AD_SLOT_SIZES[slot];
  return (
    <Suspense
      fallback={
        <div
          aria-hidden="true"
          className="mx-auto w-full"
          style={{ height: adFrameHeight(slot, Number.NaN), ...(maxWidth === null ? {} : { maxWidth }) }}
        />
      }
    >
      <AdFrame slot={slot} snippet={snippet} />
    </Suspense>
  );
}
