import {
  acknowledgementSchema,
  addableContentQuerySchema,
  adminChannelPayloadSchema,
  adminChannelResponseSchema,
  adminChannelRowSchema,
  applyChannelPresetPayloadSchema,
  channelContentOrderPayloadSchema,
  channelItemRefSchema,
  channelItemsResponseSchema,
  paginatedResponseSchema,
} from '@tonearm/client/contract';
import * as z from 'zod';
import type { ApiOperation } from './api-operations';

const channels = { tag: 'Admin: channels', access: { permission: 'channels.update' } } as const;

const listQuery = z.object({
  page: z.int().min(1).optional(),
  perPage: z.int().optional().meta({ description: 'One of 10, 15, 20, 50, 100.' }),
  query: z.string().max(200).optional().meta({ description: 'Searched in the title and the slug.' }),
  orderBy: z.enum(['name', 'created_at', 'updated_at']).optional(),
  orderDir: z.enum(['asc', 'desc']).optional(),
  filters: z.string().optional().meta({
    description:
      'URL-safe Base64 of a JSON array of {key, operator, value}: content_type and content_model (= or !=), created_at and updated_at (between {start, end}).',
  }),
});

/** The channels section (`channels.update`). */
export const ADMIN_CHANNELS_OPERATIONS: ApiOperation[] = [
  {
    ...channels,
    method: 'get',
    path: '/api/v1/admin/channels',
    summary: 'One page of channels, the home channel marked',
    query: listQuery,
    response: paginatedResponseSchema(adminChannelRowSchema),
  },
  {
    ...channels,
    method: 'post',
    path: '/api/v1/admin/channels',
    summary: 'Add a channel; a slug another channel has answers 422',
    body: adminChannelPayloadSchema,
    response: adminChannelResponseSchema,
    status: 201,
  },
  {
    ...channels,
    method: 'get',
    path: '/api/v1/admin/channels/{id}',
    summary: 'A channel as its editor shows it',
    response: adminChannelResponseSchema,
  },
  {
    ...channels,
    method: 'put',
    path: '/api/v1/admin/channels/{id}',
    summary: 'Save a channel; an auto-updated one whose method changed is recomputed',
    body: adminChannelPayloadSchema,
    response: adminChannelResponseSchema,
  },
  {
    ...channels,
    method: 'delete',
    path: '/api/v1/admin/channels/{ids}',
    summary: 'Delete channels (comma-separated ids); the home channel answers 422',
    response: acknowledgementSchema,
  },
  {
    ...channels,
    method: 'get',
    path: '/api/v1/admin/channels/addable',
    summary: 'Items of a model whose name holds the query (or whose id it is), to add to a manual channel',
    query: addableContentQuerySchema,
    response: channelItemsResponseSchema,
  },
  {
    ...channels,
    method: 'get',
    path: '/api/v1/admin/channels/{id}/content',
    summary: 'Every item of a manual or auto-updated channel, in order',
    response: channelItemsResponseSchema,
  },
  {
    ...channels,
    method: 'post',
    path: '/api/v1/admin/channels/{id}/content',
    summary: 'Add an item at the end of a manual channel',
    body: channelItemRefSchema,
    response: channelItemsResponseSchema,
    status: 201,
  },
  {
    ...channels,
    method: 'post',
    path: '/api/v1/admin/channels/{id}/content/remove',
    summary: 'Take an item out of a manual channel',
    body: channelItemRefSchema,
    response: channelItemsResponseSchema,
  },
  {
    ...channels,
    method: 'put',
    path: '/api/v1/admin/channels/{id}/content',
    summary: "Store a manual channel's order: every item it holds, in the new order",
    body: channelContentOrderPayloadSchema,
    response: channelItemsResponseSchema,
  },
  {
    ...channels,
    method: 'post',
    path: '/api/v1/admin/channels/{id}/update-content',
    summary: "Recompute an auto-updated channel's content now",
    response: channelItemsResponseSchema,
  },
  {
    ...channels,
    method: 'post',
    path: '/api/v1/admin/channels/{id}/home',
    summary: 'Make the channel the one the home page (/) shows',
    response: adminChannelResponseSchema,
  },
  {
    ...channels,
    method: 'post',
    path: '/api/v1/admin/channels/apply-preset',
    summary:
      "Replace every channel with a preset's and make its home channel the home page's; an unknown preset answers 422",
    body: applyChannelPresetPayloadSchema,
    response: acknowledgementSchema,
  },
];
