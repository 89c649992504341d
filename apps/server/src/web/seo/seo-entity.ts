import { slugify } from '@tonearm/client/rules';
import { and, eq, or, sql } from 'drizzle-orm';
import { channelSettings } from '../../catalogue/channels/channel-config';
import type { Database } from '../../db/connect';
import { qualified as q } from '../../db/qualified';
import {
  albums,
  artistAlbum,
  artists,
  artistTrack,
  channels,
  playlists,
  tracks,
  users,
} from '../../db/schema';
import type { SeoRoute } from './seo-route';
import type { SeoVariables } from './seo-template';

/** What a page's entity gives its tags: the template variables, its picture and audio, and its own address. */
export interface SeoEntity {
  variables: SeoVariables;
  image: string | null;
  /** Root-relative (`/api/v1/tracks/1/stream`) or an outside address. */
  audio: string | null;
  /** The page's own path, which the canonical URL is built on. */
  path: string;
  /** Open Graph type. */
  type: string;
  /** The entity's own title and description, set by an operator; each wins over the page's template when set. */
  own?: { title: string | null; description: string | null };
}

const segment = (name: string | null | undefined, fallback: string) => slugify(name ?? '') || fallback;

const firstArtistOf = (
  link: typeof artistAlbum | typeof artistTrack,
  column: 'album_id' | 'track_id',
  id: unknown,
) =>
  sql<string | null>`(select ${q(artists.name)} from ${link} join ${artists} on ${q(artists.id)} = ${q(
    link.artist_id,
  )} where ${q(column === 'album_id' ? artistAlbum.album_id : artistTrack.track_id)} = ${id}
    order by ${q(link.position)} limit 1)`;

/**
 * The entity of an SEO page, read in one statement; `null` when it does not exist or is not public (a private
 * playlist's name stays private), so the page gets the site's own tags.
 */
export async function loadSeoEntity(db: Database, route: SeoRoute): Promise<SeoEntity | null> {
  switch (route.page) {
    case 'artist': {
      const [row] = await db
        .select({ name: artists.name, bio: artists.bio, image: artists.image })
        .from(artists)
        .where(eq(artists.id, route.id));
      if (!row) return null;
      return {
        variables: { 'artist.name': row.name, 'artist.description': row.bio },
        image: row.image,
        audio: null,
        path: `/artist/${route.id}/${segment(row.name, 'artist')}`,
        type: 'profile',
      };
    }
    case 'album': {
      const [row] = await db
        .select({
          name: albums.name,
          image: albums.image,
          release_date: albums.release_date,
          artist: firstArtistOf(artistAlbum, 'album_id', q(albums.id)),
        })
        .from(albums)
        .where(eq(albums.id, route.id));
      if (!row) return null;
      return {
        variables: {
          'album.name': row.name,
          'album.artist': row.artist,
          'album.release_year': row.release_date?.slice(0, 4),
        },
        image: row.image,
        audio: null,
        path: `/album/${route.id}/${segment(row.artist, 'artist')}/${segment(row.name, 'album')}`,
        type: 'music.album',
      };
    }
    case 'track': {
      const [row] = await db
        .select({
          name: tracks.name,
          description: tracks.description,
          image: sql<string | null>`coalesce(${q(tracks.image)}, ${q(albums.image)})`,
          album: albums.name,
          src: tracks.src,
          stored: sql<boolean>`${q(tracks.audio_path)} is not null`,
          artist: firstArtistOf(artistTrack, 'track_id', q(tracks.id)),
        })
        .from(tracks)
        .leftJoin(albums, eq(albums.id, tracks.album_id))
        .where(eq(tracks.id, route.id));
      if (!row) return null;
      return {
        variables: {
          'track.name': row.name,
          'track.artist': row.artist,
          'track.album': row.album,
          'track.description': row.description,
        },
        image: row.image,
        audio: row.src ?? (row.stored ? `/api/v1/tracks/${route.id}/stream` : null),
        path: `/track/${route.id}/${segment(row.name, 'track')}`,
        type: 'music.song',
      };
    }
    case 'playlist': {
      const [row] = await db
        .select({
          name: playlists.name,
          description: playlists.description,
          image: playlists.image,
          owner: sql<
            string | null
          >`nullif(trim(concat_ws(' ', ${q(users.first_name)}, ${q(users.last_name)})), '')`,
        })
        .from(playlists)
        .innerJoin(users, eq(users.id, playlists.owner_id))
        .where(and(eq(playlists.id, route.id), eq(playlists.public, true)));
      if (!row) return null;
      return {
        variables: {
          'playlist.name': row.name,
          'playlist.description': row.description,
          'playlist.owner': row.owner,
        },
        image: row.image,
        audio: null,
        path: `/playlist/${route.id}/${segment(row.name, 'playlist')}`,
        type: 'music.playlist',
      };
    }
    case 'user-profile': {
      const [row] = await db
        .select({
          name: sql<
            string | null
          >`nullif(trim(concat_ws(' ', ${q(users.first_name)}, ${q(users.last_name)})), '')`,
          image: users.image,
        })
        .from(users)
        .where(eq(users.id, route.id));
      if (!row) return null;
      return {
        variables: { 'user.name': row.name },
        image: row.image,
        audio: null,
        path: `/user/${route.id}/${segment(row.name, 'user')}`,
        type: 'profile',
      };
    }
    case 'channel': {
      const byId = /^\d+$/.test(route.slugOrId) ? Number(route.slugOrId) : null;
      const [row] = await db
        .select({
          name: channels.name,
          slug: channels.slug,
          description: channels.description,
          config: channels.config,
        })
        .from(channels)
        .where(
          byId === null
            ? eq(channels.slug, route.slugOrId)
            : or(eq(channels.slug, route.slugOrId), eq(channels.id, byId)),
        )
        .limit(1);
      if (!row) return null;
      const { seo_title, seo_description } = channelSettings(row.config);
      return {
        variables: { 'channel.name': row.name, 'channel.description': row.description },
        image: null,
        audio: null,
        path: `/${row.slug}`,
        type: 'website',
        own: { title: seo_title, description: seo_description },
      };
    }
    case 'search':
      return {
        variables: { 'search.query': route.query },
        image: null,
        audio: null,
        path: route.query ? `/search/${encodeURIComponent(route.query)}` : '/search',
        type: 'website',
      };
    case 'landing':
      return { variables: {}, image: null, audio: null, path: '/landing', type: 'website' };
  }
}
