import type { HttpClient } from '@tonearm/client';
import type { ChannelContentModel } from '@tonearm/client/contract';
import {
  type AdminChannelPayload,
  type AdminChannelResponse,
  adminChannelResponseSchema,
  type ChannelItemSummary,
  type ChannelItemsResponse,
  channelItemsResponseSchema,
} from './channel-contract';

/** The resource of the channels list, for the admin list hook and bulk delete. */
export const ADMIN_CHANNELS_RESOURCE = 'admin/channels';

const channelPath = (id: number, rest = '') =>
  `${ADMIN_CHANNELS_RESOURCE}/${encodeURIComponent(String(id))}${rest}`;

/** An item named by its model and id, as the content endpoints take it. */
export type ChannelItemRef = Pick<ChannelItemSummary, 'model_type' | 'id'>;

/** `GET admin/channels/{id}`. */
export const getAdminChannel = (http: HttpClient, id: number): Promise<AdminChannelResponse> =>
  http.get(channelPath(id), { schema: adminChannelResponseSchema, callName: 'GET admin/channels/{id}' });

/** `POST admin/channels`: adds a channel; 422 names each refused field (a slug taken included). */
export const createAdminChannel = (
  http: HttpClient,
  body: AdminChannelPayload,
): Promise<AdminChannelResponse> =>
  http.post(ADMIN_CHANNELS_RESOURCE, body, {
    schema: adminChannelResponseSchema,
    callName: 'POST admin/channels',
  });

/** `PUT admin/channels/{id}`: saves a channel's form. */
export const updateAdminChannel = (
  http: HttpClient,
  id: number,
  body: AdminChannelPayload,
): Promise<AdminChannelResponse> =>
  http.put(channelPath(id), body, {
    schema: adminChannelResponseSchema,
    callName: 'PUT admin/channels/{id}',
  });

/** `POST admin/channels/{id}/home`: makes `/` show the channel. */
export const makeHomeChannel = (http: HttpClient, id: number): Promise<AdminChannelResponse> =>
  http.post(
    channelPath(id, '/home'),
    {},
    { schema: adminChannelResponseSchema, callName: 'POST admin/channels/{id}/home' },
  );

/** `GET admin/channels/{id}/content`: every item of the channel, in order. */
export const getChannelItems = (http: HttpClient, id: number): Promise<ChannelItemsResponse> =>
  http.get(channelPath(id, '/content'), {
    schema: channelItemsResponseSchema,
    callName: 'GET admin/channels/{id}/content',
  });

/** `POST admin/channels/{id}/content`: adds an item at the end of a manual channel. */
export const addChannelItem = (
  http: HttpClient,
  id: number,
  item: ChannelItemRef,
): Promise<ChannelItemsResponse> =>
  http.post(channelPath(id, '/content'), item, {
    schema: channelItemsResponseSchema,
    callName: 'POST admin/channels/{id}/content',
  });

/** `POST admin/channels/{id}/content/remove`: takes an item out of a manual channel. */
export const removeChannelItem = (
  http: HttpClient,
  id: number,
  item: ChannelItemRef,
): Promise<ChannelItemsResponse> =>
  http.post(channelPath(id, '/content/remove'), item, {
    schema: channelItemsResponseSchema,
    callName: 'POST admin/channels/{id}/content/remove',
  });

/** `PUT admin/channels/{id}/content`: stores the order of every item of a manual channel. */
export const reorderChannelItems = (
  http: HttpClient,
  id: number,
  items: readonly ChannelItemRef[],
): Promise<ChannelItemsResponse> =>
  http.put(
    channelPath(id, '/content'),
    { items: items.map(({ model_type, id: itemId }) => ({ model_type, id: itemId })) },
    { schema: channelItemsResponseSchema, callName: 'PUT admin/channels/{id}/content' },
  );

/** `POST admin/channels/{id}/update-content`: recomputes an auto-updated channel now. */
export const updateChannelContentNow = (http: HttpClient, id: number): Promise<ChannelItemsResponse> =>
  http.post(
    channelPath(id, '/update-content'),
    {},
    {
      schema: channelItemsResponseSchema,
      callName: 'POST admin/channels/{id}/update-content',
    },
  );

/** `GET admin/channels/addable`: up to ten items of `model` whose name holds `query` (or whose id it is). */
export const searchAddableContent = (
  http: HttpClient,
  model: ChannelContentModel,
  query: string,
): Promise<ChannelItemsResponse> =>
  http.get(`${ADMIN_CHANNELS_RESOURCE}/addable`, {
    params: { model, query },
    schema: channelItemsResponseSchema,
    callName: 'GET admin/channels/addable',
  });
