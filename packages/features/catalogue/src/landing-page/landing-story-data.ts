import {
  type Channel,
  channelSchema,
  DEFAULT_LANDING_APPEARANCE,
  type LandingAppearance,
  type ProductListResponse,
  productListResponseSchema,
} from '@tonearm/client/contract';
import { storyHomeChannel } from '../storybook/home-channel-story-data';
import { storyArtist } from '../storybook/library-story-data';

/** The home channel with a row of popular artists after its albums and tracks, as the shipped channels have. */
export function storyHomeChannelWithArtists(): Channel {
  const home = storyHomeChannel();
  const [albums] = home.content.data;
  const artists = {
    ...albums,
    id: 4,
    name: 'Popular artists',
    slug: 'popular-artists',
    config: { ...(albums as { config: object }).config, content_model: 'artist' },
    content: {
      ...(albums as { content: object }).content,
      data: [storyArtist(21, 'Cora Vale'), storyArtist(22, 'Hollow Pines')],
    },
  };
  return channelSchema.parse({
    ...home,
    content: { ...home.content, data: [...home.content.data, artists] },
  });
}

/** What an operator saved: a title over a picture, one button, features, and the pricing table on. */
export const storyLandingAppearance: LandingAppearance = {
  ...DEFAULT_LANDING_APPEARANCE,
  header_title: 'Music from the coast',
  header_subtitle: 'New sounds every night.',
  header_overlay_color_1: '#1E1B4B',
  header_overlay_color_2: '#0F172A',
  header_overlay_opacity: 90,
  actions: [{ label: 'Hear it now', url: '/discover' }],
  primary_features: [
    { title: 'Offline listening', subtitle: 'Take your music anywhere.', image: null },
    { title: 'No ads', subtitle: 'Nothing between songs.', image: null },
  ],
  secondary_features: [
    {
      title: 'Lyrics in time',
      subtitle: 'Sing along',
      description: 'Every line lights up with the song.',
      image: null,
    },
  ],
  show_trending: false,
  show_pricing: true,
};

/** Two plans, the paid one recommended. */
export function storyPlans(): ProductListResponse {
  const plan = (id: number, name: string, free: boolean, amount: number) => ({
    id,
    name,
    description: null,
    hidden: false,
    recommended: !free,
    free,
    prices: free ? [] : [{ id: id * 10, amount, currency: 'USD', interval: 'month', interval_count: 1 }],
    feature_list: free ? ['Shuffle play'] : ['Any song, any time', 'Offline listening'],
  });
  const data = [plan(1, 'Free', true, 0), plan(2, 'Premium', false, 9.99)];
  return productListResponseSchema.parse({
    pagination: { current_page: 1, data, from: 1, to: 2, per_page: 20, last_page: 1, total: 2 },
  });
}
