import { OFFLINE_AUDIO_CACHE, offlineAudioKey } from '@tonearm/player/offline-cache';
import { createPartialResponse } from 'workbox-range-requests';

async function keptAudio(trackId: number): Promise<Response | undefined> {
  try {
    return await (await caches.open(OFFLINE_AUDIO_CACHE)).match(offlineAudioKey(trackId));
  } catch {
    // Storage the browser cannot open (evicted, private mode) leaves the network.
    return undefined;
  }
}

/**
 * A track's stream: from the audio the page kept for offline listening when it has it (the part a media element
 * asks for with `Range`), else from the network.
 */
export async function streamAnswer(request: Request, trackId: number): Promise<Response> {
  const kept = await keptAudio(trackId);
  if (!kept) return fetch(request);
  return request.headers.has('Range') ? createPartialResponse(request, kept) : kept;
}
