/**
 * What the page and the service worker agree on about kept audio: the cache's name, where a track is kept in it
 * and which addresses stream a track. The service worker imports this file alone (`@tonearm/player/offline-cache`).
 */

/** The Cache Storage cache holding the audio of tracks kept for offline listening. */
export const OFFLINE_AUDIO_CACHE = 'tonearm-offline-audio-v1';

/** The header on a kept track's audio that describes it (the track, why and when it was kept, its size). */
export const OFFLINE_TRACK_HEADER = 'X-Tonearm-Offline-Track';

/** Where a track's audio is kept: by the track's id, since a stream's address may carry a token. */
export function offlineAudioKey(trackId: number): string {
  return `/offline-audio/${trackId}`;
}

const STREAM_PATH = /^\/api\/v1\/tracks\/(\d+)\/stream\/?$/;

/** The id of the track a same-origin address streams, or `null` for any other address. */
export function streamedTrackId(url: URL, origin: string): number | null {
  if (url.origin !== origin) return null;
  const id = STREAM_PATH.exec(url.pathname)?.[1];
  return id === undefined ? null : Number(id);
}
