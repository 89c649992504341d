import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Channel, channelSchema } from '@tonearm/client/contract';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { routes } from '../routes';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { storyAlbum, storyTrack } from '../storybook/catalogue-story-data';
import { catalogueStoryData } from '../storybook/story-data';
import { createStoryPlayer } from '../storybook/story-player';
import { mobileViewport, resetStoryPage } from '../storybook/story-support';

const player = createStoryPlayer();
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

/** The home channel: a carousel of albums and a track list, as nested channels. */
function homeChannel(): Channel {
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

const meta = {
  title: 'Catalogue/Channel page',
  component: CatalogueStoryFrame,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.get('/api/v1/channel/home', () => HttpResponse.json({ channel: homeChannel() })),
        http.get('/api/v1/channel/missing', () =>
          HttpResponse.json({ message: 'Not found' }, { status: 404 }),
        ),
      ],
    },
  },
  args: { data: catalogueStoryData(), player: player.store, routes, initialPath: '/channel/home' },
  beforeEach: () => {
    resetStoryPage();
    player.reset();
  },
  render: (args) => <CatalogueStoryFrame {...args} player={player.store} />,
} satisfies Meta<typeof CatalogueStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  name: 'Nested channels as a carousel and a track list',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    const releases = canvas.getByRole('region', { name: 'New releases' });
    await expect(within(releases).getByRole('link', { name: 'Northbound' })).toHaveAttribute(
      'href',
      '/album/10/nora-vale/northbound',
    );
    await expect(within(releases).getByRole('button', { name: 'Play First Light' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'See all New releases' })).toHaveAttribute(
      'href',
      '/channel/new-releases',
    );
    const tracks = canvas.getByRole('grid', { name: 'Popular tracks' });
    await expect(tracks).toHaveAttribute('aria-rowcount', '4');
    await expect(document.title).toBe('Home - Tonearm');
  },
};

export const NotFound: Story = {
  name: 'A channel that does not exist',
  args: { initialPath: '/missing' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('404')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Home' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
