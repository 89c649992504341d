import { type AdSlotName, adFrameHeight } from '@tonearm/client/rules';
import { type RefObject, useEffect, useState } from 'react';

/** What an ad frame's document posts about itself (`apps/server/src/ads/ad-frame.ts`). */
interface AdHeightMessage {
  tonearmAdHeight: number;
}

const isHeightMessage = (data: unknown): data is AdHeightMessage =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as Partial<AdHeightMessage>).tonearmAdHeight === 'number';

/**
 * The height of a slot's frame: a banner's until its document reports its own, then that, within the slot's hint.
 * Only messages from this frame's own window count, so another frame cannot resize it.
 */
export function useAdFrameHeight(slot: AdSlotName, frame: RefObject<HTMLIFrameElement | null>): number {
  const [height, setHeight] = useState(() => adFrameHeight(slot, Number.NaN));
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source || !isHeightMessage(event.data)) return;
      setHeight(adFrameHeight(slot, event.data.tonearmAdHeight));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [slot, frame]);
  return height;
}
