import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { routes } from '../routes';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { storyHomeChannel } from '../storybook/home-channel-story-data';
import { catalogueStoryData } from '../storybook/story-data';
import { createStoryPlayer } from '../storybook/story-player';
import { mobileViewport, resetStoryPage } from '../storybook/story-support';

const player = createStoryPlayer();
const meta = {
  title: 'Catalogue/Channel page',
  component: CatalogueStoryFrame,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.get('/api/v1/channel/home', () => HttpResponse.json({ channel: storyHomeChannel() })),
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
    // The track list loads apart from the cards.
    const tracks = await canvas.findByRole('grid', { name: 'Popular tracks' });
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
