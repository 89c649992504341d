import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routes } from '../routes';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { storyAlbum, storyTrack } from '../storybook/catalogue-story-data';
import {
  storyArtist,
  storyPage,
  storyPlay,
  storyPlaylist,
  storyPublicUser,
} from '../storybook/library-story-data';
import { catalogueStoryData } from '../storybook/story-data';
import { createStoryPlayer } from '../storybook/story-player';
import { mobileViewport, page, resetStoryPage } from '../storybook/story-support';

const player = createStoryPlayer();
const likedTracks = [0, 1, 2].map((index) => storyTrack(index));
const removed: unknown[] = [];
const added: unknown[] = [];
const created: unknown[] = [];
const now = new Date();
// Minutes before the story runs, so the plays fall on today in the listener's own time zone wherever it runs.
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const daysAgo = (days: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() - days, 20, 30);
const nina = storyPublicUser(7, 'Nina Simone');

const handlers = [
  http.get('/api/v1/users/me/library', () =>
    HttpResponse.json({ tracks: [100, 101, 102], albums: [9], artists: [3], playlists: [], users: [] }),
  ),
  http.get('/api/v1/users/me/liked-tracks', () => HttpResponse.json(storyPage(likedTracks))),
  http.post('/api/v1/users/me/remove-from-library', async ({ request }) => {
    removed.push(await request.json());
    return HttpResponse.json({ status: 'success' });
  }),
  http.post('/api/v1/users/me/add-to-library', async ({ request }) => {
    added.push(await request.json());
    return HttpResponse.json({ status: 'success' });
  }),
  http.get('/api/v1/users/me/liked-albums', () => HttpResponse.json(storyPage([storyAlbum()]))),
  http.get('/api/v1/users/me/liked-artists', () =>
    HttpResponse.json(storyPage([storyArtist(3, 'Nora Vale')])),
  ),
  http.get('/api/v1/users/me/playlists', ({ request }) => {
    const pageNumber = Number(new URL(request.url).searchParams.get('page'));
    return HttpResponse.json(
      pageNumber === 2
        ? storyPage([storyPlaylist(2, 'Rainy Sundays', nina)], { page: 2, lastPage: 2, total: 2 })
        : storyPage([storyPlaylist(1, 'Road Trip', nina)], { lastPage: 2, total: 2 }),
    );
  }),
  http.post('/api/v1/playlists', async ({ request }) => {
    const body = (await request.json()) as { name: string };
    created.push(body);
    return HttpResponse.json({ playlist: storyPlaylist(9, body.name, nina) });
  }),
  http.get('/api/v1/users/me/history', () =>
    HttpResponse.json(
      storyPage([storyPlay(0, minutesAgo(1)), storyPlay(1, minutesAgo(2)), storyPlay(0, daysAgo(3))]),
    ),
  ),
];

const meta = {
  title: 'Catalogue/Library',
  component: CatalogueStoryFrame,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers,
    },
  },
  args: { data: catalogueStoryData(), player: player.store, routes, initialPath: '/library' },
  beforeEach: () => {
    resetStoryPage();
    player.reset();
    removed.length = 0;
    added.length = 0;
    created.length = 0;
  },
  render: (args) => <CatalogueStoryFrame {...args} player={player.store} />,
} satisfies Meta<typeof CatalogueStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LikedSongs: Story = {
  name: 'The library opens on the liked songs',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Liked songs' }, { timeout: 10_000 });
    await expect(grid).toHaveAttribute('aria-rowcount', '4');
    await expect(canvas.getByTestId('location')).toHaveTextContent('/library/songs');
    await expect(canvas.getByRole('tab', { name: 'Songs' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('3 songs')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Liked songs - Tonearm'));
  },
};

export const PlayAllAndShuffle: Story = {
  name: 'The liked songs play all, or shuffled',
  args: { initialPath: '/library/songs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Liked songs' }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Play all' }));
    await expect(player.calls.playQueue).toHaveBeenCalledWith(
      expect.objectContaining({ queueId: 'library.songs' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Shuffle' }));
    await expect(player.store.getState().queue.shuffle).toBe(true);
  },
};

export const UnlikeASong: Story = {
  name: 'Removing a song from the library takes its row away, and Undo brings it back',
  args: { initialPath: '/library/songs' },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: 'Liked songs' }, { timeout: 10_000 });
    await userEvent.click(within(grid).getByRole('button', { name: 'More options for Northbound' }));
    await userEvent.click(
      await page(canvasElement).findByRole(
        'menuitem',
        { name: 'Remove from your library' },
        { timeout: 10_000 },
      ),
    );
    await waitFor(() => expect(within(grid).queryByText('Northbound')).toBeNull());
    await expect(grid).toHaveAttribute('aria-rowcount', '3');
    await waitFor(() =>
      expect(removed).toEqual([{ likeables: [{ likeable_id: 101, likeable_type: 'track' }] }]),
    );
    const toasts = within(await page(canvasElement).findByRole('region', { name: 'Notifications' }));
    await userEvent.click(await toasts.findByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(added).toEqual([{ likeables: [{ likeable_id: 101, likeable_type: 'track' }] }]),
    );
    await expect(await within(grid).findByText('Northbound')).toBeVisible();
  },
};

export const NoSongsYet: Story = {
  name: 'No liked songs yet',
  args: { initialPath: '/library/songs' },
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/users/me/liked-tracks', () => HttpResponse.json(storyPage([]))),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Songs you like will appear here' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play all' })).toBeDisabled();
  },
};

export const LoadingSongs: Story = {
  args: { initialPath: '/library/songs' },
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/users/me/liked-tracks', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading liked songs' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const SongsFailed: Story = {
  name: 'The liked songs could not be loaded',
  args: { initialPath: '/library/songs' },
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/users/me/liked-tracks', () =>
          HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Try again' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Playlists: Story = {
  name: 'Playlists load a page more on request',
  args: { initialPath: '/library/playlists' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'Playlists' }, { timeout: 10_000 });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(2));
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    await expect(within(grid).getByRole('link', { name: 'Rainy Sundays' })).toHaveAttribute(
      'href',
      '/playlist/2/rainy-sundays',
    );
  },
};

export const NewPlaylist: Story = {
  name: 'A new playlist made from the library opens its page',
  args: { initialPath: '/library/playlists' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Playlists' }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'New playlist' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'New playlist' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Night drive');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/playlist/9/night-drive'));
    await expect(created).toEqual([expect.objectContaining({ name: 'Night drive' })]);
  },
};

export const AlbumsAndArtists: Story = {
  name: 'Liked albums and followed artists, moving between tabs with the keyboard',
  args: { initialPath: '/library/albums' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const albums = await canvas.findByRole('list', { name: 'Albums' }, { timeout: 10_000 });
    await expect(within(albums).getByRole('link', { name: 'First Light' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Liked albums - Tonearm'));
    canvas.getByRole('tab', { name: 'Albums' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Artists' })).toHaveFocus();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/library/albums');
    await userEvent.keyboard('{Enter}');
    const artists = await canvas.findByRole('list', { name: 'Artists' }, { timeout: 10_000 });
    await expect(canvas.getByTestId('location')).toHaveTextContent('/library/artists');
    await expect(within(artists).getByRole('link', { name: 'Nora Vale' })).toBeVisible();
  },
};

export const History: Story = {
  name: 'History by day, with the time of each play',
  args: { initialPath: '/library/history' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const todays = await canvas.findByRole('region', { name: 'Today' }, { timeout: 10_000 });
    await expect(within(todays).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(todays).getAllByRole('time')[0]).toHaveAttribute(
      'datetime',
      minutesAgo(1).toISOString(),
    );
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await waitFor(() => expect(document.title).toBe('Listening history - Tonearm'));
    await userEvent.click(within(todays).getByRole('button', { name: 'Play Northbound' }));
    await expect(player.calls.playQueue).toHaveBeenCalledWith(
      expect.objectContaining({ startIndex: 1, queueId: 'library.history' }),
    );
  },
};

export const NothingPlayedYet: Story = {
  args: { initialPath: '/library/history' },
  parameters: {
    msw: {
      handlers: [http.get('/api/v1/users/me/history', () => HttpResponse.json(storyPage([]))), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Nothing played yet' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const OnAPhone: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  args: { initialPath: '/library/songs' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('grid', { name: 'Liked songs' }, { timeout: 10_000 });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
