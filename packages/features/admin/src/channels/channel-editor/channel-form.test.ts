import { describe, expect, it } from 'vitest';
import { channelPayload, NEW_CHANNEL_VALUES } from './channel-form';

describe('the channel form payload', () => {
  it('fills an auto-updated channel with the model its method picks, and sends the playlist only for playlist tracks', () => {
    const payload = channelPayload({
      ...NEW_CHANNEL_VALUES,
      name: ' New albums ',
      content_type: 'autoUpdate',
      content_model: 'track',
      auto_update_method: 'newReleases',
      auto_update_playlist: { id: 4, name: 'Mix' },
    });
    expect(payload).toMatchObject({
      name: 'New albums',
      content_model: 'album',
      auto_update_method: 'newReleases',
      auto_update_playlist_id: null,
    });
  });

  it('keeps a manual channel in its curated order and drops the method and the genre it does not use', () => {
    const payload = channelPayload({
      ...NEW_CHANNEL_VALUES,
      name: 'Picks',
      content_type: 'manual',
      restriction: 'none',
      restriction_genre: { id: 2, name: 'Rock' },
      nested_layout: 'none',
      seo_title: '  ',
    });
    expect(payload).toMatchObject({
      content_order: 'channelables.order:asc',
      auto_update_method: null,
      restriction_genre_id: null,
      nested_layout: null,
      seo_title: null,
    });
  });
});
