import type { Album, Track } from '@tonearm/client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppServices } from '../../app-context';
import { notifyNewRelease } from '../../catalogue/new-release';
import { likes, users } from '../../db/schema';
import { escapeHtml } from '../../http/escape-html';
import { notify } from '../../notifications/notify';

/** Something an artist published: a new album, or a track (a single, or added to an album that already existed). */
export type Release = { kind: 'album'; album: Album } | { kind: 'track'; track: Track };

const trackPath = (track: Track) => `/track/${track.id}/${encodeURIComponent(track.name)}`;

async function notifyNewTrack(services: AppServices, track: Track): Promise<void> {
  const artistIds = track.artists.map((artist) => artist.id);
  if (artistIds.length === 0) return;
  const followers = await services.db
    .selectDistinct({ id: users.id, email: users.email })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.user_id))
    .where(and(eq(likes.likeable_type, 'artist'), inArray(likes.likeable_id, artistIds)));
  const byline = track.artists.map((artist) => artist.name).join(', ');
  const path = trackPath(track);
  for (const follower of followers) {
    await notify(services, follower, {
      kind: 'new_release',
      data: {
        image: track.image,
        lines: [
          { type: 'primary', content: `<strong>${escapeHtml(byline)}</strong> released a new track.` },
          { content: `<em>${escapeHtml(track.name)}</em>` },
        ],
        mainAction: { action: path, label: 'Listen now' },
      },
      mail: {
        subject: `${byline} released ${track.name}`,
        text: `${byline} released a new track, ${track.name}. Listen to it on Tonearm: ${path}`,
      },
    });
  }
}

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
