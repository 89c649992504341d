import { type Channel, channelSchema } from '@tonearm/client/contract';
import { storyAlbum, storyTrack } from './catalogue-story-data';

const page = (data: unknown[]) => ({
  current_page: 1,
  data,
  from: data.length ? 1 : null,
  to: data.length || null,
  per_page: 20,
  last_page: 1,
  total: data.length,
});
const config = (layout: string) => ({
  content_model: 'album',
  content_type: 'manual',
  content_order: 'channelables.order:asc',
  layout,
  nested_layout: null,
  restriction: null,
  hide_title: false,
});
const { tracks: _tracks, ...album } = storyAlbum();

/** The home channel: a carousel of albums and a track list, as nested channels, as the server sends it. */
export function storyHomeChannel(): Channel {
  const nested = (id: number, slug: string, name: string, layout: string, data: unknown[]) => ({
    id,
    model_type: 'channel',
    name,
    slug,
    description: null,
    config: config(layout),
    updated_at: '2026-01-01T00:00:00.000000Z',
    content: page(data),
  });
  return channelSchema.parse({
    id: 1,
    model_type: 'channel',
    name: 'Home',
    slug: 'home',
    description: 'New music every week',
    config: { ...config('grid'), content_model: 'channel', hide_title: true },
    updated_at: '2026-01-01T00:00:00.000000Z',
    restriction: null,
    content: page([
      nested(2, 'new-releases', 'New releases', 'carousel', [
        album,
        { ...album, id: 10, name: 'Northbound' },
      ]),
      nested(
        3,
        'popular-tracks',
        'Popular tracks',
        'trackList',
        [0, 1, 2].map((index) => storyTrack(index)),
      ),
    ]),
  });
}
