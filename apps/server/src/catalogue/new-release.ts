import type { Album, Track } from '@tonearm/client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppServices } from '../app-context';
import { likes, users } from '../db/schema';
import { escapeHtml } from '../http/escape-html';
import { notify } from '../notifications/notify';
import { siteName } from '../settings/site-name';

/** What a release notice names: the release, its artists, its picture and where to listen. */
interface Announcement {
  artists: readonly { id: number; name: string }[];
  /** `album` or `track`, as the notice words it ("released a new album"). */
  noun: 'album' | 'track';
  name: string;
  image: string | null;
  path: string;
  /** A short detail after the name ("12 tracks"). */
  detail?: string;
}

/**
 * Tells every follower of the release's artists (once each) that it is out, in the app and on the channels each
 * follower chose for `new_release` in their notification settings (`notify` reads them).
 */
async function announceToFollowers(services: AppServices, release: Announcement): Promise<void> {
  const artistIds = release.artists.map((artist) => artist.id);
  if (artistIds.length === 0) return;
  const followers = await services.db
    .selectDistinct({ id: users.id, email: users.email, language: users.language })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.user_id))
    .where(and(eq(likes.likeable_type, 'artist'), inArray(likes.likeable_id, artistIds)));
  const byline = release.artists.map((artist) => artist.name).join(', ');
  const site = await siteName(services.db);
  for (const follower of followers) {
    await notify(services, follower, {
      kind: 'new_release',
      data: {
        image: release.image,
        lines: [
          {
            type: 'primary',
            content: `<strong>${escapeHtml(byline)}</strong> released a new ${release.noun}.`,
          },
          { content: `<em>${escapeHtml(release.name)}</em>${release.detail ? ` · ${release.detail}` : ''}` },
        ],
        mainAction: { action: release.path, label: 'Listen now' },
      },
      mail: (trans) => ({
        subject: trans(':artists released :release', { artists: byline, release: release.name }),
        text: trans(
          '{noun, select, album {:artists released a new album, :release.} other {:artists released a new track, :release.}} Listen to it on :site: :link',
          { noun: release.noun, artists: byline, release: release.name, site, link: release.path },
        ),
      }),
    });
  }
}

/** Tells every follower of the album's artists (once each) that it is out. */
export async function notifyNewRelease(services: AppServices, album: Album): Promise<void> {
  const trackCount = album.tracks_count ?? album.tracks?.length ?? 0;
  await announceToFollowers(services, {
    artists: album.artists,
    noun: 'album',
    name: album.name,
    image: album.image,
    path: `/album/${album.id}/${encodeURIComponent(album.artists[0]?.name ?? 'artist')}/${encodeURIComponent(album.name)}`,
    ...(trackCount > 0 ? { detail: `${trackCount} tracks` } : {}),
  });
}

/** Tells every follower of the track's artists (once each) that it is out. */
export async function notifyNewTrack(services: AppServices, track: Track): Promise<void> {
  await announceToFollowers(services, {
    artists: track.artists,
    noun: 'track',
    name: track.name,
    image: track.image,
    path: `/track/${track.id}/${encodeURIComponent(track.name)}`,
  });
}
