import type { Album } from '@tonearm/client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppServices } from '../app-context';
import { likes, users } from '../db/schema';
import { escapeHtml } from '../http/escape-html';
import { notify } from '../notifications/notify';

/** Tells every follower of the album's artists (once each) that it is out. */
export async function notifyNewRelease(services: AppServices, album: Album): Promise<void> {
  const artistIds = album.artists.map((artist) => artist.id);
  if (artistIds.length === 0) return;
  const followers = await services.db
    .selectDistinct({ id: users.id, email: users.email })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.user_id))
    .where(and(eq(likes.likeable_type, 'artist'), inArray(likes.likeable_id, artistIds)));
  const byline = album.artists.map((artist) => artist.name).join(', ');
  const trackCount = album.tracks_count ?? album.tracks?.length ?? 0;
  const path = `/album/${album.id}/${encodeURIComponent(album.artists[0]?.name ?? 'artist')}/${encodeURIComponent(album.name)}`;
  for (const follower of followers) {
    await notify(services, follower, {
      kind: 'new_release',
      data: {
        image: album.image,
        lines: [
          {
            type: 'primary',
            content: `<strong>${escapeHtml(byline)}</strong> released a new album.`,
          },
          { content: `<em>${escapeHtml(album.name)}</em>${trackCount > 0 ? ` · ${trackCount} tracks` : ''}` },
        ],
        mainAction: { action: path, label: 'Listen now' },
      },
      mail: {
        subject: `${byline} released ${album.name}`,
        text: `${byline} released a new album, ${album.name}. Listen to it on Tonearm: ${path}`,
      },
    });
  }
}
