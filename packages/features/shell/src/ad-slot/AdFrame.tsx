import { useHttpClient } from '@tonearm/client/react';
import { AD_SLOT_SIZES, type AdSlotName, adSnippetVersion } from '@tonearm/client/rules';
import { useRef } from 'react';
import { type Translate, useTrans } from '../i18n';
import { AD_FRAME_SANDBOX } from './ad-frame-sandbox';
import { useAdFrameHeight } from './use-ad-frame-height';

/** Each slot's name for assistive technology, unique so a page with two slots has two distinct regions. */
const slotLabels = (trans: Translate): Record<AdSlotName, string> => ({
  general_top: trans('Advertisement at the top of the page'),
  general_bottom: trans('Advertisement at the bottom of the page'),
  artist_top: trans('Advertisement under the artist’s header'),
  artist_bottom: trans('Advertisement under similar artists'),
  album_above: trans('Advertisement above the tracks'),
});

export interface AdFrameProps {
  /** Which of the five slots (doc 000 §3) this is. */
  slot: AdSlotName;
  /** The operator's snippet for the slot, not empty. */
  snippet: string;
}

/** What `AdSlot` shows of an ad: its labelled region and sandboxed frame, loaded with the first slot that has one. */
export function AdFrame({ slot, snippet }: AdFrameProps) {
  const http = useHttpClient();
  const { trans } = useTrans();
  const frame = useRef<HTMLIFrameElement>(null);
  const height = useAdFrameHeight(slot, frame);
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
