import { useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useEffect, useState } from 'react';
import type { PlayerTrack } from '../store/player-track';
import type { OfflineLibrary } from './offline-library';
import type { OfflineReason } from './offline-policy';

/** A track's place in the offline library, as its menu shows it. */
export interface OfflineTrackState {
  /** Whether the track can be kept: the browser keeps caches and the track streams from this site. */
  available: boolean;
  /** Why the track is kept, or `null`. */
  reason: OfflineReason | null;
  /** Marks the track "Available offline", or stops keeping a marked track; a toast says how it went. */
  toggle: () => void;
}

const loadPageLibrary = () => import('./offline-lazy').then((m) => m.pageOfflineLibrary());

/**
 * The "Available offline" entry's state for one track: the page's library, loaded with the first menu that asks,
 * out of every first visit (the entry shows once it has).
 */
export function useOfflineTrack(track: PlayerTrack | undefined): OfflineTrackState {
  const { trans } = useTrans();
  const [library, setLibrary] = useState<OfflineLibrary | null>(null);
  const [reason, setReason] = useState<OfflineReason | null>(null);
  const trackId = track?.id;

  useEffect(() => {
    if (trackId === undefined || typeof caches === 'undefined') return;
    let live = true;
    let stop = () => undefined as unknown;
    void loadPageLibrary().then((found) => {
      if (!live || !found) return;
      setLibrary(found);
      const follow = () => setReason(found.reasonFor(trackId));
      stop = found.subscribe(follow);
      follow();
      void found.load();
    });
    return () => {
      live = false;
      stop();
    };
  }, [trackId]);

  const toggle = () => {
    if (!library || !track) return;
    const name = track.name;
    if (reason === 'saved') {
      void library.remove(track.id).then(() => toast.positive(trans('Removed :name from offline', { name })));
      return;
    }
    const saving = toast.loading(trans('Saving :name for offline…', { name }));
    void library.keep(track, 'saved').then((result) => {
      toast.dismiss(saving);
      if (result === 'kept') toast.positive(trans('Saved :name for offline', { name }));
      else if (result === 'over-budget')
        toast.danger(trans('Not enough room for :name: raise the offline budget or clear tracks', { name }));
      else toast.danger(trans('Could not save :name for offline', { name }));
    });
  };

  return { available: library !== null && track !== undefined && library.canKeep(track), reason, toggle };
}
