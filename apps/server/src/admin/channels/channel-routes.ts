import {
  addableContentQuerySchema,
  adminChannelPayloadSchema,
  applyChannelPresetPayloadSchema,
  CHANNEL_ERRORS,
  channelContentOrderPayloadSchema,
  channelItemRefSchema,
} from '@tonearm/client/contract';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppBindings, AppServices } from '../../app-context';
import { idParam } from '../../catalogue/route-params';
import { channels } from '../../db/schema';
import { notFound, ValidationError } from '../../http/errors';
import { readBody } from '../../http/read-body';
import { validate } from '../../http/validate';
import { listOrder, listPage, listWhere, readBulkIds, readListQuery } from '../list';
import { requireAdminSection } from '../require-admin-section';
import { applyChannelPreset } from './apply-channel-preset';
import { chooseHomeChannel, homeChannelTest } from './channel-home';
import { channelItemRefs, searchAddable, summarize } from './channel-items';
import { channelById, channelListDefinition, countChannels } from './channel-list';
import { adminChannel, adminChannelRow } from './channel-record';
import { refreshChannel } from './channel-refresh';
import {
  addChannelItem,
  deleteChannels,
  removeChannelItem,
  reorderChannelItems,
  saveChannel,
} from './channel-writes';

/** The permission of the admin's channels section. */
export const CHANNELS_PERMISSION = 'channels.update';

/**
 * `admin/channels` (doc 001 §2 Admin "channels"): the list, create, update and delete, a manual channel's content
 * (add, remove, reorder), "Update content now", the choice of the home channel and "Apply preset", behind
 * `channels.update`.
 */
export function adminChannelRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();
  const guard = createMiddleware<AppBindings>(async (c, next) => {
    await requireAdminSection(c, services, CHANNELS_PERMISSION);
    await next();
  });
  routes.use('/admin/channels', guard);
  routes.use('/admin/channels/*', guard);

  const answer = async (id: number) => {
    const channel = await channelById(db, id);
    if (!channel) throw notFound(CHANNEL_ERRORS.noSuchChannel);
    return { channel: await adminChannel(db, channel, await homeChannelTest(db)) };
  };
  const items = async (id: number) => {
    if (!(await channelById(db, id))) throw notFound(CHANNEL_ERRORS.noSuchChannel);
    return { items: await summarize(db, await channelItemRefs(db, id)) };
  };

  routes.get('/admin/channels', async (c) => {
    const query = readListQuery(c, channelListDefinition);
    const where = listWhere(channelListDefinition, query);
    const isHome = await homeChannelTest(db);
    return c.json(
      await listPage(c, query, {
        count: () => countChannels(db, where),
        rows: async (limit, offset) =>
          (
            await db
              .select()
              .from(channels)
              .where(where)
              .orderBy(...listOrder(channelListDefinition, query))
              .limit(limit)
              .offset(offset)
          ).map((channel) => adminChannelRow(channel, isHome)),
      }),
    );
  });

  routes.get('/admin/channels/addable', async (c) => {
    const query = validate(addableContentQuerySchema, c.req.query());
    return c.json({ items: await searchAddable(db, query.model, query.query) });
  });

  routes.post('/admin/channels', async (c) => {
    const payload = validate(adminChannelPayloadSchema, await readBody(c));
    return c.json(await answer(await saveChannel(services, null, payload)), 201);
  });

  // The reference's `POST channel/apply-preset {preset}`, under the prefix of the other channel routes.
  routes.post('/admin/channels/apply-preset', async (c) => {
    const { preset } = validate(applyChannelPresetPayloadSchema, await readBody(c));
    await applyChannelPreset(services, preset);
    return c.json({ status: 'success' as const });
  });

  routes.get('/admin/channels/:id{[0-9]+}', async (c) => c.json(await answer(idParam(c))));

  routes.put('/admin/channels/:id{[0-9]+}', async (c) => {
    const id = idParam(c);
    const payload = validate(adminChannelPayloadSchema, await readBody(c));
    return c.json(await answer(await saveChannel(services, id, payload)));
  });

  routes.delete('/admin/channels/:ids', async (c) => {
    await deleteChannels(services, readBulkIds(c.req.param('ids')));
    return c.json({ status: 'success' as const });
  });

  routes.get('/admin/channels/:id{[0-9]+}/content', async (c) => c.json(await items(idParam(c))));

  routes.post('/admin/channels/:id{[0-9]+}/content', async (c) => {
    const id = idParam(c);
    const item = validate(channelItemRefSchema, await readBody(c));
    await addChannelItem(services, id, item, async (ref) => (await summarize(db, [ref])).length === 1);
    return c.json(await items(id), 201);
  });

  routes.post('/admin/channels/:id{[0-9]+}/content/remove', async (c) => {
    const id = idParam(c);
    const item = validate(channelItemRefSchema, await readBody(c));
    await removeChannelItem(services, id, item);
    return c.json(await items(id));
  });

  routes.put('/admin/channels/:id{[0-9]+}/content', async (c) => {
    const id = idParam(c);
    const payload = validate(channelContentOrderPayloadSchema, await readBody(c));
    await reorderChannelItems(services, id, payload.items);
    return c.json(await items(id));
  });

  routes.post('/admin/channels/:id{[0-9]+}/update-content', async (c) => {
    const id = idParam(c);
    const channel = await channelById(db, id);
    if (!channel) throw notFound(CHANNEL_ERRORS.noSuchChannel);
    if (channel.config.content_type !== 'autoUpdate') {
      throw new ValidationError({ channel: ['Only an auto-updated channel has content to update.'] });
    }
    await refreshChannel(services, channel);
    return c.json(await items(id));
  });

  routes.post('/admin/channels/:id{[0-9]+}/home', async (c) => {
    const id = idParam(c);
    const channel = await channelById(db, id);
    if (!channel) throw notFound(CHANNEL_ERRORS.noSuchChannel);
    await chooseHomeChannel(services, channel.slug);
    return c.json(await answer(id));
  });

  return routes;
}
