import { usePlayerSettings, useSettings, useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { EngineSlot } from '../engine/engine-slot';
import { type CreateMedia, createAudioElement } from '../engine/media-port';
import type { Lyrics } from '../lyrics/current-lyric-line';
import { bindMediaSession } from '../media-session/media-session';
import { bindNowPlayingTitle } from '../media-session/now-playing-title';
import type { PlayerPanel } from '../player-bar/PlayerBar';
import type { PlayerExtras } from '../player-extras/player-extras';
import { usePlayerShortcuts } from '../shortcuts/use-player-shortcuts';
import { usePlayerSelector, usePlayerStore } from '../store/player-context';
import type { PlayerTrack } from '../store/player-track';
import { playerErrorMessage } from './player-error-message';
import { useOpenOnPhonePlay } from './use-open-on-phone-play';

// The bar and its panels load once something is cued or a panel opens: a page with nothing to play never fetches
// them, and the engine, Media Session and shortcuts stay small.
const PlayerSurfaces = lazy(() =>
  import('./PlayerSurfaces').then((module) => ({ default: module.PlayerSurfaces })),
);

export interface PlayerRootProps {
  /** Fetches the tracks that follow `lastTrackId` in the queue `queueId` when the queue runs out. */
  loadMoreTracks?: (queueId: string, lastTrackId: number) => Promise<PlayerTrack[]>;
  /** Records one play of a track, called once each time a cued track starts sounding. */
  logPlay?: (trackId: number) => Promise<void>;
  /** Fetches a track's lyrics, parsed into lines (with times when synced). */
  lyricsFor?: (trackId: number) => Promise<Lyrics | null>;
  /**
   * Makes the engine's media elements; stories and benchmarks pass their own.
   * @default two `<audio>` elements
   */
  createMedia?: CreateMedia;
  /**
   * Loads what the app lends the player (its calls, track and artist links, the like button, saving the queue)
   * with the player rather than the page; the calls given as props above win over those it brings. @default none
   */
  loadExtras?: () => Promise<PlayerExtras>;
  /**
   * A panel open from the start, e.g. the shortcuts a visitor asked for before the player had loaded.
   * @default null
   */
  initialPanel?: PlayerPanel | null;
}

const NO_EXTRAS: PlayerExtras = {};

/**
 * The player: the playback engine, the Media Session, the page title, the keyboard shortcuts, and, loaded when first
 * needed, the player bar (once something is cued) and its panels. Placed once in the shell's layout; pages drive it with `usePlayerActions`.
 */
export function PlayerRoot({
  loadMoreTracks,
  logPlay,
  lyricsFor,
  createMedia = createAudioElement,
  initialPanel = null,
  loadExtras,
}: PlayerRootProps) {
  const store = usePlayerStore();
  const { trans } = useTrans();
  const siteName = useSettings().branding.site_name;
  const { default_volume, mobile_auto_open_overlay } = usePlayerSettings();
  const siteVolume = default_volume / 100;
  // A store restored from the last visit, or one made before the bootstrap data changed, follows the site's
  // default volume too, as long as the listener never chose one.
  useEffect(() => store.followSiteVolume(siteVolume), [store, siteVolume]);
  const [panel, setPanel] = useState<PlayerPanel | null>(initialPanel);
  const hasTrack = usePlayerSelector((state) => state.queue.cued !== null);
  const error = usePlayerSelector((state) => state.error);
  const [extras, setExtras] = useState<PlayerExtras>(NO_EXTRAS);
  const [extrasSettled, setExtrasSettled] = useState(!loadExtras);
  useEffect(() => {
    if (!loadExtras) return;
    let live = true;
    // Without them the bar still plays; its names are text until they arrive.
    loadExtras().then(
      (loaded) => {
        if (!live) return;
        setExtras(loaded);
        setExtrasSettled(true);
      },
      () => live && setExtrasSettled(true),
    );
    return () => {
      live = false;
    };
  }, [loadExtras]);
  const playLogger = logPlay ?? extras.logPlay;
  const moreTracks = loadMoreTracks ?? extras.loadMoreTracks;
  const lyricsSource = lyricsFor ?? extras.lyricsFor;
  const logPlayRef = useRef(playLogger);
  logPlayRef.current = playLogger;
  const playStartedRef = useRef(extras.playStarted);
  playStartedRef.current = extras.playStarted;

  useEffect(() => {
    store.setLoadMoreTracks(moreTracks ?? null);
    return () => store.setLoadMoreTracks(null);
  }, [store, moreTracks]);

  // The engine loads with the first cued track (a restored queue, or the first play, which has usually started it
  // already): a first visit to a page with nothing to play never fetches it. It takes the store as it finds it,
  // playing if asked to.
  const [engineWanted, setEngineWanted] = useState(false);
  if (!engineWanted && hasTrack) setEngineWanted(true);
  const [engineSlot, setEngineSlot] = useState<EngineSlot | null>(null);
  useEffect(() => {
    if (!engineWanted) return;
    let released = false;
    void import('../engine/engine-slot').then(({ engineFor }) => {
      if (!released) setEngineSlot(engineFor(store, createMedia));
    });
    return () => {
      released = true;
      setEngineSlot(null);
      void import('../engine/engine-slot').then(({ releaseEngine }) => releaseEngine(store));
    };
  }, [store, createMedia, engineWanted]);

  // Plays are heard once the app's calls have loaded (or none are coming), so the first one is logged too.
  useEffect(() => {
    if (!engineSlot || !extrasSettled) return;
    // A lost play count must never stop the music.
    return engineSlot.listen((entry) => {
      void logPlayRef.current?.(entry.track.id).catch(() => undefined);
      playStartedRef.current?.(entry.track);
    });
  }, [engineSlot, extrasSettled]);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    return bindMediaSession(store, navigator.mediaSession);
  }, [store]);

  useEffect(() => bindNowPlayingTitle(store, siteName), [store, siteName]);

  useEffect(() => {
    if (error) toast.danger(playerErrorMessage(error, trans));
  }, [error, trans]);

  usePlayerShortcuts(store, () => setPanel('shortcuts'));
  useOpenOnPhonePlay(store, mobile_auto_open_overlay, () => setPanel('now-playing'));

  // Once drawn they stay mounted, so a closing panel gives focus back and the bar keeps its place.
  const [surfacesWanted, setSurfacesWanted] = useState(false);
  if (!surfacesWanted && (hasTrack || panel !== null)) setSurfacesWanted(true);
  if (!surfacesWanted) return null;
  return (
    <Suspense fallback={null}>
      <PlayerSurfaces
        hasTrack={hasTrack}
        panel={panel}
        onOpenPanel={setPanel}
        onClosePanel={() => setPanel(null)}
        lyricsFor={lyricsSource}
        extras={extras}
      />
    </Suspense>
  );
}
