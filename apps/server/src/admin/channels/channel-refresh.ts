import { type AutoUpdateMethod, MAX_CHANNEL_ITEMS } from '@tonearm/client/contract';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AppServices } from '../../app-context';
import { type ChannelSettings, channelSettings } from '../../catalogue/channels/channel-config';
import type { Database } from '../../db/connect';
import { albums, channelables, channels, genreables, genres, playlistTrack, tracks } from '../../db/schema';
import type { JobDefinition } from '../../jobs/job-definition';
import { t } from '../localizations/interface-line';

type ChannelRow = typeof channels.$inferSelect;

/** How many items a chart-like method (top tracks, new releases, popular genres) keeps. */
export const AUTO_UPDATE_SIZE = 50;

/** The ids a method picks now, from this server's own plays, releases, genre links and playlists. */
async function pickedIds(
  db: Database,
  method: AutoUpdateMethod,
  playlistId: number | null,
): Promise<number[]> {
  const ids = async (query: Promise<{ id: number }[]>) => (await query).map((row) => row.id);
  switch (method) {
    case 'topTracks':
      return ids(
        db
          .select({ id: tracks.id })
          .from(tracks)
          .orderBy(desc(tracks.plays), asc(tracks.id))
          .limit(AUTO_UPDATE_SIZE),
      );
    case 'newReleases':
      return ids(
        db
          .select({ id: albums.id })
          .from(albums)
          .orderBy(sql`${albums.release_date} desc nulls last`, desc(albums.created_at), desc(albums.id))
          .limit(AUTO_UPDATE_SIZE),
      );
    case 'popularGenres':
      return ids(
        db
          .select({ id: genres.id })
          .from(genres)
          .innerJoin(genreables, eq(genreables.genre_id, genres.id))
          .groupBy(genres.id)
          .orderBy(desc(count()), asc(genres.id))
          .limit(AUTO_UPDATE_SIZE),
      );
    default:
      if (playlistId === null) return [];
      return ids(
        db
          .select({ id: playlistTrack.track_id })
          .from(playlistTrack)
          .where(eq(playlistTrack.playlist_id, playlistId))
          .orderBy(asc(playlistTrack.position))
          .limit(MAX_CHANNEL_ITEMS),
      );
  }
}

/**
 * Recomputes an auto-updated channel: its stored items become what its method picks now, in that order, and the
 * time is kept. Answers how many items it holds; a channel of another kind is left alone (0).
 */
export async function refreshChannel(services: AppServices, channel: ChannelRow): Promise<number> {
  const config = channelSettings(channel.config);
  if (config.content_type !== 'autoUpdate' || config.auto_update_method === null) return 0;
  const { db } = services;
  const picked = await pickedIds(db, config.auto_update_method, config.auto_update_playlist_id);
  const model = config.content_model;
  const refreshed: ChannelSettings = { ...config, content_updated_at: services.now().toISOString() };
  await db.transaction(async (tx) => {
    await tx.delete(channelables).where(eq(channelables.channel_id, channel.id));
    if (picked.length > 0) {
      await tx.insert(channelables).values(
        picked.map((id, position) => ({
          channel_id: channel.id,
          channelable_type: model,
          channelable_id: id,
          position,
        })),
      );
    }
    await tx.update(channels).set({ config: refreshed }).where(eq(channels.id, channel.id));
  });
  return picked.length;
}

/** Refreshes every auto-updated channel; answers how many. */
export async function refreshAutoUpdatedChannels(services: AppServices): Promise<number> {
  const due = await services.db
    .select()
    .from(channels)
    .where(sql`(${channels.config} ->> 'content_type') = 'autoUpdate'`);
  for (const channel of due) await refreshChannel(services, channel);
  return due.length;
}

/** The name of the refresh job, which applying a preset queues too. */
export const CHANNEL_REFRESH_JOB = 'channel-refresh';

/** The daily refresh of auto-updated channels (operator reference §4.2: "content refreshes every 24 h"). */
export function channelRefreshJob(services: AppServices): JobDefinition {
  return {
    name: CHANNEL_REFRESH_JOB,
    description: t(
      'Recomputes the content of auto-updated channels from plays, releases, genres and playlists.',
    ),
    schedule: '15 3 * * *',
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    async run() {
      return `Refreshed ${await refreshAutoUpdatedChannels(services)} channels.`;
    },
  };
}
