import type { PlayerStore } from '../store/player-store';
import { artistNames } from '../store/player-track';

/** The page title while a track plays: 'Track - Artist - Site'. */
export function nowPlayingTitle(trackName: string, artists: string, siteName: string): string {
  return [trackName, artists, siteName].filter(Boolean).join(' - ');
}

/**
 * Shows what plays in the page title while it plays, and gives the page its own title back on pause. A title the
 * page sets meanwhile (a navigation) is the one given back.
 */
export function bindNowPlayingTitle(
  store: PlayerStore,
  siteName: string,
  doc: Document = document,
): () => void {
  let shown: string | null = null;
  let pageTitle = doc.title;
  const update = () => {
    const { queue, playing } = store.getState();
    const track = queue.cued?.track;
    if (playing && track) {
      const title = nowPlayingTitle(track.name, artistNames(track), siteName);
      if (doc.title !== shown) pageTitle = doc.title;
      if (doc.title !== title) doc.title = title;
      shown = title;
    } else if (shown !== null) {
      if (doc.title === shown) doc.title = pageTitle;
      shown = null;
    }
  };
  update();
  const unsubscribe = store.subscribe(update);
  return () => {
    unsubscribe();
    if (shown !== null && doc.title === shown) doc.title = pageTitle;
  };
}
