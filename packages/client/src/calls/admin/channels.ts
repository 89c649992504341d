import {
  type Acknowledgement,
  type AdminChannelPayload,
  type AdminChannelResponse,
  acknowledgementSchema,
  adminChannelResponseSchema,
  type ChannelContentModel,
  type ChannelItemRef,
  type ChannelItemsResponse,
  type ChannelPreset,
  channelItemsResponseSchema,
} from '../../contract';
import type { HttpClient } from '../../core/types';
import { pathSegment } from '../path-segment';

/** The resource of the channels list, for the admin list hook and `deleteAdminRows`. */
export const ADMIN_CHANNELS_RESOURCE = 'admin/channels';

const channelPath = (id: number, rest = '') => `${ADMIN_CHANNELS_RESOURCE}/${pathSegment(id)}${rest}`;

/** `GET admin/channels/{id}`: a channel as its editor shows it. */
export function getAdminChannel(http: HttpClient, id: number): Promise<AdminChannelResponse> {
  return http.get(channelPath(id), {
    schema: adminChannelResponseSchema,
    callName: 'GET admin/channels/{id}',
  });
}

/** `POST admin/channels`: adds a channel; 422 names each refused field (a slug taken included). */
export function createAdminChannel(
  http: HttpClient,
  body: AdminChannelPayload,
): Promise<AdminChannelResponse> {
  return http.post(ADMIN_CHANNELS_RESOURCE, body, {
    schema: adminChannelResponseSchema,
    callName: 'POST admin/channels',
  });
}

/** `PUT admin/channels/{id}`: saves a channel's form. */
export function updateAdminChannel(
  http: HttpClient,
  id: number,
  body: AdminChannelPayload,
): Promise<AdminChannelResponse> {
  return http.put(channelPath(id), body, {
    schema: adminChannelResponseSchema,
    callName: 'PUT admin/channels/{id}',
  });
}

/** `POST admin/channels/{id}/home`: makes `/` show the channel. */
export function makeHomeChannel(http: HttpClient, id: number): Promise<AdminChannelResponse> {
  return http.post(
    channelPath(id, '/home'),
    {},
    { schema: adminChannelResponseSchema, callName: 'POST admin/channels/{id}/home' },
  );
}

/** `GET admin/channels/{id}/content`: every item of the channel, in order. */
export function getChannelItems(http: HttpClient, id: number): Promise<ChannelItemsResponse> {
  return http.get(channelPath(id, '/content'), {
    schema: channelItemsResponseSchema,
    callName: 'GET admin/channels/{id}/content',
  });
}

/** `POST admin/channels/{id}/content`: adds an item at the end of a manual channel. */
export function addChannelItem(
  http: HttpClient,
  id: number,
  item: ChannelItemRef,
): Promise<ChannelItemsResponse> {
  return http.post(channelPath(id, '/content'), item, {
    schema: channelItemsResponseSchema,
    callName: 'POST admin/channels/{id}/content',
  });
}

/** `POST admin/channels/{id}/content/remove`: takes an item out of a manual channel. */
export function removeChannelItem(
  http: HttpClient,
  id: number,
  item: ChannelItemRef,
): Promise<ChannelItemsResponse> {
  return http.post(channelPath(id, '/content/remove'), item, {
    schema: channelItemsResponseSchema,
    callName: 'POST admin/channels/{id}/content/remove',
  });
}

/** `PUT admin/channels/{id}/content`: stores the order of every item of a manual channel. */
export function reorderChannelItems(
  http: HttpClient,
  id: number,
  items: readonly ChannelItemRef[],
): Promise<ChannelItemsResponse> {
  // Only the reference goes back: an item's name and image are the server's to answer.
  const body = { items: items.map(({ model_type, id: itemId }) => ({ model_type, id: itemId })) };
  return http.put(channelPath(id, '/content'), body, {
    schema: channelItemsResponseSchema,
    callName: 'PUT admin/channels/{id}/content',
  });
}

/** `POST admin/channels/{id}/update-content`: recomputes an auto-updated channel now. */
export function updateChannelContentNow(http: HttpClient, id: number): Promise<ChannelItemsResponse> {
  return http.post(
    channelPath(id, '/update-content'),
    {},
    { schema: channelItemsResponseSchema, callName: 'POST admin/channels/{id}/update-content' },
  );
}

/** `GET admin/channels/addable`: up to ten items of `model` whose name holds `query` (or whose id it is). */
export function searchAddableContent(
  http: HttpClient,
  model: ChannelContentModel,
  query: string,
): Promise<ChannelItemsResponse> {
  return http.get(`${ADMIN_CHANNELS_RESOURCE}/addable`, {
    params: { model, query },
    schema: channelItemsResponseSchema,
    callName: 'GET admin/channels/addable',
  });
}

/**
 * `POST admin/channels/apply-preset`: replaces every channel with the preset's and points the home page at its home
 * channel; its auto-updated channels fill in the background.
 */
export function applyChannelPreset(http: HttpClient, preset: ChannelPreset): Promise<Acknowledgement> {
  return http.post(
    `${ADMIN_CHANNELS_RESOURCE}/apply-preset`,
    { preset },
    { schema: acknowledgementSchema, callName: 'POST admin/channels/apply-preset' },
  );
}
