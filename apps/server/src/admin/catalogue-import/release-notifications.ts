import type { Album, Track } from '@tonearm/client/contract';
import type { AppServices } from '../../app-context';
import { notifyNewRelease, notifyNewTrack } from '../../catalogue/new-release';

/** Something an artist published: a new album, or a track (a single, or added to an album that already existed). */
export type Release = { kind: 'album'; album: Album } | { kind: 'track'; track: Track };

/**
 * Tells the followers of each release's artists that it is out, in the app and on the channels each follower chose
 * for `new_release` in their notification settings (`notify` reads them). Call it once a release is published.
 */
export async function notifyFollowersOfRelease(
  services: AppServices,
  releases: readonly Release[],
): Promise<void> {
  for (const release of releases) {
    if (release.kind === 'album') await notifyNewRelease(services, release.album);
    else await notifyNewTrack(services, release.track);
  }
}
