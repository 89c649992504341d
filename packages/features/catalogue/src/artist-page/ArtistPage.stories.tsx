import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routes } from '../routes';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { storyArtistPage } from '../storybook/catalogue-story-data';
import { pageStateStories } from '../storybook/page-state-stories';
import { catalogueStoryData } from '../storybook/story-data';
import { createStoryPlayer } from '../storybook/story-player';
import { mobileViewport, resetStoryPage } from '../storybook/story-support';

const ARTIST = '/api/v1/artists/3';
const player = createStoryPlayer();
const libraryIds = () => HttpResponse.json({ tracks: [], albums: [], artists: [], playlists: [], users: [] });
const followed: unknown[] = [];

const meta = {
  title: 'Catalogue/Artist page',
  component: CatalogueStoryFrame,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.get(ARTIST, () => HttpResponse.json(storyArtistPage())),
        http.get('/api/v1/users/me/library', libraryIds),
        http.post('/api/v1/users/me/add-to-library', async ({ request }) => {
          followed.push(await request.json());
          return HttpResponse.json({ status: 'success' });
        }),
      ],
    },
  },
  args: {
    data: catalogueStoryData(),
    player: player.store,
    routes,
    initialPath: '/artist/3/nora-vale',
  },
  beforeEach: () => {
    resetStoryPage();
    player.reset();
    followed.length = 0;
  },
  render: (args) => <CatalogueStoryFrame {...args} player={player.store} />,
} satisfies Meta<typeof CatalogueStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Discography: Story = {
  name: 'The artist, popular tracks and albums',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nora Vale' })).toBeVisible();
    await expect(canvas.getByText('Verified artist')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Nora Vale - Tonearm'));
    await expect(canvas.getByRole('grid', { name: 'Popular tracks' })).toHaveAttribute('aria-rowcount', '5');
    await expect(canvas.getAllByRole('link', { name: 'First Light' })[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(player.calls.playQueue).toHaveBeenCalledWith(
      expect.objectContaining({
        queueId: 'artist.3',
        tracks: expect.arrayContaining([expect.objectContaining({ id: 100 })]),
      }),
    );
  },
};

export const Follow: Story = {
  name: 'Following the artist adds it to the library, and the button says so',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Follow' }));
    await expect(await canvas.findByRole('button', { name: 'Following' })).toBeVisible();
    await expect(followed).toEqual([{ likeables: [{ likeable_id: 3, likeable_type: 'artist' }] }]);
  },
};

export const About: Story = {
  name: 'About: the biography without its scripts, the place and the links',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'About' }));
    const bio = await canvas.findByText(/Songs written on/);
    await expect(bio).toBeVisible();
    await expect(canvasElement.querySelector('.prose img, [onerror]')).toBeNull();
    await expect(canvas.getByText('Lisbon, Portugal')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Website' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const SimilarAndFollowers: Story = {
  name: 'Similar artists and followers',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Similar artists' }));
    await expect(await canvas.findByRole('link', { name: 'Harbor Lights' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Followers' }));
    await expect(
      within(canvas.getByRole('list', { name: 'Followers' })).getByRole('link', { name: 'Demo Listener' }),
    ).toHaveAttribute('href', '/user/7/demo-listener');
  },
};

export const TabsAndAlbumsFollowTheSite: Story = {
  name: 'Tabs in the site’s order, hidden ones left out, albums as a list, no radio',
  args: {
    data: catalogueStoryData({
      settings: {
        player: { default_artist_view: 'list', hide_radio: true },
        artistPage: {
          tabs: [
            { id: 'about', active: true },
            { id: 'discography', active: true },
            { id: 'similar', active: false },
            { id: 'followers', active: true },
          ],
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = within(await canvas.findByRole('tablist', { name: 'Artist sections' })).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['About', 'Discography', 'Followers']);
    // The page opens on the first tab shown.
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('link', { name: 'Radio' })).toBeNull();
    await userEvent.click(tabs[1] as HTMLElement);
    const albums = await canvas.findByRole('list', { name: 'Albums' });
    await expect(albums).toHaveAttribute('data-slot', 'artist-album-list');
    await expect(within(albums).getAllByRole('link')[0]).toBeVisible();
  },
};

export const AlbumsAsGrid: Story = {
  name: 'Albums as a grid of cards on a fresh site, with the Radio button',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Radio' })).toBeVisible();
    const albums = canvas.getByRole('list', { name: 'Albums' });
    await expect(albums).not.toHaveAttribute('data-slot', 'artist-album-list');
    await expect(canvasElement.querySelector('[data-slot="artist-album-list"]')).toBeNull();
  },
};

export const Loading: Story = pageStateStories.loading(ARTIST);
export const LoadFailed: Story = pageStateStories.loadFailed(ARTIST, 'artist');
export const NotFound: Story = pageStateStories.notFound(ARTIST, 'artist');

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Nora Vale' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
