import type { Migration } from './migration';

/**
 * The admin's channels list at 100,000 rows and the content of one channel in order: each order, filter and the
 * search read an index, and a channel's items are read by channel in their position.
 */
export const channelsAdmin: Migration = {
  id: '0060_channels_admin',
  statements: [
    'CREATE INDEX channels_lower_name_index ON channels (lower(name), id)',
    'CREATE INDEX channels_created_at_index ON channels (created_at, id)',
    'CREATE INDEX channels_updated_at_index ON channels (updated_at, id)',
    'CREATE INDEX channels_name_trigram_index ON channels USING gin (name gin_trgm_ops)',
    'CREATE INDEX channels_slug_trigram_index ON channels USING gin (slug gin_trgm_ops)',
    "CREATE INDEX channels_content_type_index ON channels ((config ->> 'content_type'), id)",
    "CREATE INDEX channels_content_model_index ON channels ((config ->> 'content_model'), id)",
    'CREATE INDEX channelables_channel_position_index ON channelables (channel_id, position)',
    // Deleting a channel drops its places inside other channels.
    'CREATE INDEX channelables_item_index ON channelables (channelable_type, channelable_id)',
  ],
};
