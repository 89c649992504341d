import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routes } from '../routes';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { storyAlbum } from '../storybook/catalogue-story-data';
import { pageStateStories } from '../storybook/page-state-stories';
import { catalogueStoryData } from '../storybook/story-data';
import { createStoryPlayer } from '../storybook/story-player';
import { mobileViewport, page, resetStoryPage } from '../storybook/story-support';

const ALBUM = '/api/v1/albums/9';
const player = createStoryPlayer();
const libraryIds = () => HttpResponse.json({ tracks: [], albums: [], artists: [], playlists: [], users: [] });
const liked: unknown[] = [];

const meta = {
  title: 'Catalogue/Album page',
  component: CatalogueStoryFrame,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.get(ALBUM, () => HttpResponse.json({ album: storyAlbum() })),
        http.get('/api/v1/users/me/library', libraryIds),
        http.post('/api/v1/users/me/add-to-library', async ({ request }) => {
          liked.push(await request.json());
          return HttpResponse.json({ status: 'success' });
        }),
      ],
    },
  },
  args: {
    data: catalogueStoryData(),
    player: player.store,
    routes,
    initialPath: '/album/9/nora-vale/first-light',
  },
  beforeEach: () => {
    resetStoryPage();
    player.reset();
    liked.length = 0;
  },
  render: (args) => <CatalogueStoryFrame {...args} player={player.store} />,
} satisfies Meta<typeof CatalogueStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Content: Story = {
  name: 'The album, its tracks and its tag',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'First Light' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('First Light - Nora Vale - Tonearm'));
    const grid = canvas.getByRole('grid', { name: 'Tracks' });
    await expect(grid).toHaveAttribute('aria-rowcount', '5');
    await expect(within(grid).queryByRole('columnheader', { name: 'Album' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '#Night drive' })).toHaveAttribute(
      'href',
      '/tag/night-drive',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(player.calls.playQueue).toHaveBeenCalledWith(
      expect.objectContaining({
        queueId: 'album.9',
        tracks: expect.arrayContaining([expect.objectContaining({ id: 100 })]),
      }),
    );
    await expect(await canvas.findByRole('button', { name: 'Pause' })).toBeVisible();
  },
};

export const Like: Story = {
  name: 'Liking the album adds it to the library',
  play: async ({ canvasElement }) => {
    const like = await within(canvasElement).findByRole('button', { name: 'Like First Light' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    await expect(liked).toEqual([{ likeables: [{ likeable_id: 9, likeable_type: 'album' }] }]);
  },
};

export const AlbumMenu: Story = {
  name: "The album's menu queues its tracks",
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'More options for First Light' }),
    );
    const menu = await page(canvasElement).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Add to queue' }));
    await expect(player.calls.addToQueue).toHaveBeenCalledWith(
      expect.arrayContaining([expect.objectContaining({ id: 103 })]),
    );
  },
};

export const Loading: Story = pageStateStories.loading(ALBUM);
export const LoadFailed: Story = pageStateStories.loadFailed(ALBUM, 'album');
export const NotFound: Story = pageStateStories.notFound(ALBUM, 'album');

export const Empty: Story = {
  name: 'An album without tracks',
  parameters: {
    msw: {
      handlers: [
        http.get(ALBUM, () => HttpResponse.json({ album: { ...storyAlbum(), tracks: [] } })),
        http.get('/api/v1/users/me/library', libraryIds),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This album has no tracks yet')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Play' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'First Light' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
