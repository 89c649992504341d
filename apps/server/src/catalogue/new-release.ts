import type { Album, Track } from '@tonearm/client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppServices } from '../app-context';
import { likes, users } from '../db/schema';
import { escapeHtml } from '../http/escape-html';
import type { MailTranslate } from '../mail/mail-trans';
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
  /** How many tracks an album holds, said after its name ("12 tracks"). */
  trackCount?: number;
}

/** The release's name, then its track count when it has one, in the recipient's language. */
function releaseDetail(trans: MailTranslate, release: Announcement): string {
  // Values are escaped before they are placed; the markup belongs to the line, so a translation may move it.
  const name = escapeHtml(release.name);
  if (!release.trackCount) return `<em>${name}</em>`;
  return trans('<em>:release</em> · {count, plural, one {# track} other {# tracks}}', {
    release: name,
    count: release.trackCount,
  });
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
      data: (trans) => ({
        image: release.image,
        lines: [
          {
            type: 'primary',
            // The artists' names are escaped first; the markup stays in the line for the translation to place.
            content: trans(
              '{noun, select, album {<strong>:artists</strong> released a new album.} other {<strong>:artists</strong> released a new track.}}',
              { noun: release.noun, artists: escapeHtml(byline) },
            ),
          },
          { content: releaseDetail(trans, release) },
        ],
        mainAction: { action: release.path, label: trans('Listen now') },
      }),
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
    trackCount,
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
