import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../../app-context';
import { channels } from '../../db/schema';
import { notFound } from '../../http/errors';
import { paginate, readPageQuery } from '../../http/pagination';
import { requireMusicPermission } from '../music-permission';
import { serializeGenre } from '../serialize';
import { channelSettings } from './channel-config';
import { channelContent, genreById, restrictionGenre, serializeChannelFields } from './channel-content';

/** Items per page of a channel, and of each channel nested in it. */
export const CHANNEL_PER_PAGE = 24;
export const NESTED_CHANNEL_PER_PAGE = 12;

/** `GET channel/{slugOrId}`: a channel with one page of its content (the home page, discover, genres). */
export function channelRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.get('/channel/:slugOrId', async (c) => {
    await requireMusicPermission(c, services, 'music.view');
    const key = c.req.param('slugOrId');
    const [channel] = await db
      .select()
      .from(channels)
      .where(/^\d{1,9}$/.test(key) ? eq(channels.id, Number(key)) : eq(channels.slug, key.toLowerCase()));
    if (!channel) throw notFound();
    let genre = null;
    if (channel.config.restriction === 'genre') {
      const fixedGenreId = channelSettings(channel.config).restriction_genre_id;
      const name = c.req.query('restriction');
      if (fixedGenreId !== null) genre = await genreById(db, fixedGenreId);
      else genre = name ? await restrictionGenre(db, name) : null;
      if (!genre) throw notFound();
    }
    const { page, perPage } = readPageQuery(c, CHANNEL_PER_PAGE);
    const content = await channelContent(
      db,
      channel,
      genre,
      perPage,
      (page - 1) * perPage,
      NESTED_CHANNEL_PER_PAGE,
    );
    // An operator's edit shows at the page's next load: no browser or proxy keeps an older answer.
    c.header('Cache-Control', 'no-cache');
    return c.json({
      channel: {
        ...serializeChannelFields(channel, genre?.display_name ?? null),
        content: paginate(c, content.items, { page, perPage, total: content.total }),
        restriction: genre ? serializeGenre(genre) : null,
      },
    });
  });

  return routes;
}
