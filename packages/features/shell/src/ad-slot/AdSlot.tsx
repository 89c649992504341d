import { useHttpClient } from '@tonearm/client/react';
import { AD_SLOT_SIZES, type AdSlotName, adSnippetVersion } from '@tonearm/client/rules';
import { useRef } from 'react';
import { useSettings } from '../bootstrap';
import { type Translate, useTrans } from '../i18n';
import { useAdFrameHeight } from './use-ad-frame-height';

/**
 * The sandbox of every ad frame: the snippet's scripts run, and pop-ups open outside the sandbox so an advertiser's
 * page works, but never with the site's origin (no cookies, storage, session or page to read) and never navigating
 * the page itself. The server sends the same sandbox in the frame's own policy.
 */
export const AD_FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

/** Each slot's name for assistive technology, unique so a page with two slots has two distinct regions. */
const slotLabels = (trans: Translate): Record<AdSlotName, string> => ({
  general_top: trans('Advertisement at the top of the page'),
  general_bottom: trans('Advertisement at the bottom of the page'),
  artist_top: trans('Advertisement under the artist’s header'),
  artist_bottom: trans('Advertisement under similar artists'),
  album_above: trans('Advertisement above the tracks'),
});

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
  const http = useHttpClient();
  const { trans } = useTrans();
  const frame = useRef<HTMLIFrameElement>(null);
  const height = useAdFrameHeight(slot, frame);
  const snippet = ads?.[slot];
  if (ads?.disable === true || typeof snippet !== 'string' || snippet.trim() === '') return null;
  const { maxWidth } = AD_SLOT_SIZES[slot];
  const label = slotLabels(trans)[slot];
  return (
    <aside
      aria-label={label}
      data-slot="ad"
      data-ad-slot={slot}
      className="mx-auto w-full overflow-hidden"
      style={maxWidth === null ? undefined : { maxWidth }}
    >
      <iframe
        ref={frame}
        title={label}
        src={http.url(`ads/${slot}`, { v: adSnippetVersion(snippet) })}
        sandbox={AD_FRAME_SANDBOX}
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
        className="block w-full border-0"
        style={{ height }}
      />
    </aside>
  );
}
