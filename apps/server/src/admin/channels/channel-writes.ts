import {
  type AdminChannelPayload,
  CHANNEL_ERRORS,
  type ChannelItemRef,
  MAX_CHANNEL_ITEMS,
} from '@tonearm/client/contract';
import { slugify } from '@tonearm/client/rules';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppServices } from '../../app-context';
import { channelables, channels, genres, playlists } from '../../db/schema';
import { notFound, ValidationError } from '../../http/errors';
import { isUniqueViolation } from '../roles/role-store';
import { followHomeChannelSlug, homeChannelTest } from './channel-home';
import { channelItemRefs } from './channel-items';
import { storedConfig } from './channel-record';
import { refreshChannel } from './channel-refresh';

const refuse = (field: string, message: string) => new ValidationError({ [field]: [message] });

async function requireReferences(services: AppServices, payload: AdminChannelPayload): Promise<void> {
  const { db } = services;
  if (payload.restriction === 'fixed' && payload.restriction_genre_id !== null) {
    const [genre] = await db
      .select({ id: genres.id })
      .from(genres)
      .where(eq(genres.id, payload.restriction_genre_id));
    if (!genre) throw refuse('restriction_genre_id', CHANNEL_ERRORS.noSuchGenre);
  }
  if (payload.content_type === 'autoUpdate' && payload.auto_update_method === 'playlistTracks') {
    const id = payload.auto_update_playlist_id ?? 0;
    const [playlist] = await db.select({ id: playlists.id }).from(playlists).where(eq(playlists.id, id));
    if (!playlist) throw refuse('auto_update_playlist_id', CHANNEL_ERRORS.noSuchPlaylist);
  }
}

/**
 * Creates (`id` null) or rewrites a channel. A slug another channel has is refused on the field; the home page
 * follows a renamed home channel; items of another model than the channel now lists are dropped (a channel that
 * lists everything keeps none); an auto-updated channel is recomputed when its method changed. Answers its id.
 */
export async function saveChannel(
  services: AppServices,
  id: number | null,
  payload: AdminChannelPayload,
): Promise<number> {
  const { db } = services;
  const slug = payload.slug === '' ? slugify(payload.name).slice(0, 60) : payload.slug;
  if (slug === '') throw refuse('slug', CHANNEL_ERRORS.slugForm);
  const [before] = id === null ? [] : await db.select().from(channels).where(eq(channels.id, id));
  if (id !== null && !before) throw notFound(CHANNEL_ERRORS.noSuchChannel);
  const sameSlug = id === null ? eq(channels.slug, slug) : and(eq(channels.slug, slug), ne(channels.id, id));
  const [taken] = await db.select({ id: channels.id }).from(channels).where(sameSlug).limit(1);
  if (taken) throw refuse('slug', CHANNEL_ERRORS.slugTaken);
  await requireReferences(services, payload);

  const config = storedConfig(payload, before?.config ?? null);
  const values = { name: payload.name, slug, description: payload.description, config };
  let savedId: number;
  try {
    savedId = await db.transaction(async (tx) => {
      const [saved] =
        before === undefined
          ? await tx.insert(channels).values(values).returning({ id: channels.id })
          : await tx
              .update(channels)
              .set({ ...values, updated_at: services.now() })
              .where(eq(channels.id, before.id))
              .returning({ id: channels.id });
      if (!saved) throw notFound(CHANNEL_ERRORS.noSuchChannel);
      if (before) {
        const mine = eq(channelables.channel_id, saved.id);
        await tx
          .delete(channelables)
          .where(
            payload.content_type === 'listAll'
              ? mine
              : and(mine, ne(channelables.channelable_type, payload.content_model)),
          );
        await followHomeChannelSlug(tx, before.slug, slug);
      }
      return saved.id;
    });
  } catch (error) {
    // Two saves racing for one slug: the unique index refuses the second.
    if (isUniqueViolation(error)) throw refuse('slug', CHANNEL_ERRORS.slugTaken);
    throw error;
  }
  const wasConfig = before?.config as Record<string, unknown> | undefined;
  const methodChanged =
    wasConfig?.content_type !== 'autoUpdate' ||
    wasConfig.auto_update_method !== config.auto_update_method ||
    wasConfig.auto_update_playlist_id !== config.auto_update_playlist_id ||
    wasConfig.content_model !== config.content_model;
  if (config.content_type === 'autoUpdate' && methodChanged) {
    const [saved] = await db.select().from(channels).where(eq(channels.id, savedId));
    if (saved) await refreshChannel(services, saved);
  }
  return savedId;
}

/**
 * Deletes channels, and their places inside other channels. The channel `/` shows is refused, naming why: the
 * front page would otherwise have nothing to show.
 */
export async function deleteChannels(services: AppServices, ids: number[]): Promise<void> {
  const { db } = services;
  const isHome = await homeChannelTest(db);
  const doomed = await db
    .select({ id: channels.id, slug: channels.slug })
    .from(channels)
    .where(inArray(channels.id, ids));
  if (doomed.some(isHome)) throw refuse('ids', CHANNEL_ERRORS.isHome);
  await db.transaction(async (tx) => {
    await tx
      .delete(channelables)
      .where(and(eq(channelables.channelable_type, 'channel'), inArray(channelables.channelable_id, ids)));
    await tx.delete(channels).where(inArray(channels.id, ids));
  });
}

/** Refuses content edits on a channel that is not put together by hand. */
async function manualChannel(services: AppServices, id: number) {
  const [channel] = await services.db.select().from(channels).where(eq(channels.id, id));
  if (!channel) throw notFound(CHANNEL_ERRORS.noSuchChannel);
  if (channel.config.content_type !== 'manual') {
    throw refuse('channel', 'Only a channel whose content is managed by hand takes items.');
  }
  return channel;
}

/** Adds an item at the end of a manual channel; it must be of the channel's model, exist, and not be there. */
export async function addChannelItem(
  services: AppServices,
  id: number,
  item: ChannelItemRef,
  exists: (item: ChannelItemRef) => Promise<boolean>,
): Promise<void> {
  const { db } = services;
  const channel = await manualChannel(services, id);
  if (item.model_type !== channel.config.content_model) {
    throw refuse('model_type', `This channel lists ${channel.config.content_model}s.`);
  }
  if (item.model_type === 'channel' && item.id === id) throw refuse('id', 'A channel cannot hold itself.');
  if (!(await exists(item))) throw refuse('id', 'There is no such item.');
  const refs = await channelItemRefs(db, id);
  if (refs.some((ref) => ref.model_type === item.model_type && ref.id === item.id)) {
    throw refuse('id', 'The channel already holds this item.');
  }
  if (refs.length >= MAX_CHANNEL_ITEMS)
    throw refuse('id', `A channel holds at most ${MAX_CHANNEL_ITEMS} items.`);
  await db.insert(channelables).values({
    channel_id: id,
    channelable_type: channel.config.content_model,
    channelable_id: item.id,
    position: refs.length,
  });
  await db.update(channels).set({ updated_at: services.now() }).where(eq(channels.id, id));
}

/** Takes an item out of a manual channel. */
export async function removeChannelItem(
  services: AppServices,
  id: number,
  item: { model_type: string; id: number },
): Promise<void> {
  await manualChannel(services, id);
  const { db } = services;
  await db
    .delete(channelables)
    .where(
      and(
        eq(channelables.channel_id, id),
        sql`${channelables.channelable_type} = ${item.model_type}`,
        eq(channelables.channelable_id, item.id),
      ),
    );
  await db.update(channels).set({ updated_at: services.now() }).where(eq(channels.id, id));
}

/**
 * Stores a manual channel's order. The list must hold exactly the channel's items, so an editor working from an
 * older list (another operator added or removed one meanwhile) is refused instead of losing that change.
 */
export async function reorderChannelItems(
  services: AppServices,
  id: number,
  items: readonly ChannelItemRef[],
): Promise<void> {
  await manualChannel(services, id);
  const { db } = services;
  const key = (item: { model_type: string; id: number }) => `${item.model_type}.${item.id}`;
  const stored = new Set((await channelItemRefs(db, id)).map(key));
  const sent = new Set(items.map(key));
  if (
    sent.size !== items.length ||
    sent.size !== stored.size ||
    [...sent].some((item) => !stored.has(item))
  ) {
    throw refuse('items', 'The channel’s items changed meanwhile: reload it and order them again.');
  }
  await db.transaction(async (tx) => {
    await tx.delete(channelables).where(eq(channelables.channel_id, id));
    if (items.length > 0) {
      await tx.insert(channelables).values(
        items.map((item, position) => ({
          channel_id: id,
          channelable_type: item.model_type,
          channelable_id: item.id,
          position,
        })),
      );
    }
    await tx.update(channels).set({ updated_at: services.now() }).where(eq(channels.id, id));
  });
}
