import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routes } from '../routes';
import { SearchStoryFrame } from '../storybook/SearchStoryFrame';
import { storyAlbumResponse, storySearchResponse, storySearchTypePage } from '../storybook/search-story-data';
import { createStoryPlayer, locationOf, mobileViewport, resetStoryPage } from '../storybook/story-support';

const player = createStoryPlayer();

const searchAnswer = http.get('/api/v1/search', ({ request }) =>
  HttpResponse.json(storySearchResponse(new URL(request.url).searchParams.get('query') ?? '', 4)),
);
const artistPages = http.get('/api/v1/search/artists', ({ request }) => {
  const params = new URL(request.url).searchParams;
  return HttpResponse.json(
    storySearchTypePage('artists', params.get('query') ?? '', Number(params.get('page') ?? 1), 26),
  );
});

const meta = {
  title: 'Search/Search page',
  component: SearchStoryFrame,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        searchAnswer,
        artistPages,
        http.get('/api/v1/albums/9', () => HttpResponse.json(storyAlbumResponse())),
      ],
    },
  },
  args: { player: player.store, routes, initialPath: '/search/no' },
  render: (args) => <SearchStoryFrame {...args} player={player.store} />,
  beforeEach: () => {
    resetStoryPage();
    player.reset();
  },
} satisfies Meta<typeof SearchStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllResults: Story = {
  name: 'All results: the best of each type, each with "See all"',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Artists' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Search results for “no” - Tonearm'));
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('no');
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(['Artists', 'Albums', 'Tracks', 'Playlists', 'Users', 'Genres', 'Tags']);
    await expect(canvas.getByRole('link', { name: 'See all Albums' })).toHaveAttribute(
      'href',
      '/search/no/albums',
    );
    await expect(canvas.getByRole('grid', { name: 'Tracks' })).toHaveAttribute('aria-rowcount', '5');
    await expect(canvas.getByRole('link', { name: '#Night drive 1' })).toHaveAttribute(
      'href',
      '/tag/night-drive-1',
    );
  },
};

export const PlayFromResults: Story = {
  name: "A track plays from the results; an album card's button plays the album",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Tracks' });
    await userEvent.click(within(grid).getByRole('button', { name: 'Play North Sea Radio Song' }));
    await waitFor(() =>
      expect(player.calls.playQueue).toHaveBeenCalledWith(
        expect.objectContaining({ queueId: 'search.no', startIndex: 1 }),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Play Northbound Sessions' }));
    await waitFor(() =>
      expect(player.calls.playQueue).toHaveBeenLastCalledWith(
        expect.objectContaining({
          queueId: 'album.9',
          tracks: [expect.objectContaining({ id: 100 }), expect.objectContaining({ id: 101 })],
        }),
      ),
    );
  },
};

export const TabsByKeyboard: Story = {
  name: 'The tabs are links: arrow keys move between them, Enter opens one',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = await canvas.findByRole('tab', { name: 'All' });
    await expect(canvas.getByRole('tab', { name: 'Artists' })).toHaveAttribute('href', '/search/no/artists');
    all.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Artists' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/search/no/artists'));
    await expect(canvas.getByRole('tab', { name: 'Artists' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const LoadMore: Story = {
  name: 'A type tab loads more results page by page',
  args: { initialPath: '/search/no/artists' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Artists (26)' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Artists (26)' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(26));
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const TypingUpdatesTheAddress: Story = {
  name: 'Typing in the field searches once typing pauses, keeping the tab',
  args: { initialPath: '/search/no/artists' },
  play: async ({ canvasElement }) => {
    const field = await within(canvasElement).findByRole('searchbox', { name: 'Search' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('ra');
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/search/nora/artists'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(locationOf(canvasElement)).toBe('/search'));
  },
};

export const Empty: Story = {
  name: 'Before a search',
  args: { initialPath: '/search' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Search for artists, albums, tracks, playlists and listeners.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Search - Tonearm'));
  },
};

export const NoResults: Story = {
  name: 'A search that finds nothing',
  parameters: {
    msw: { handlers: [http.get('/api/v1/search', () => HttpResponse.json(storySearchResponse('zzz', 0)))] },
  },
  args: { initialPath: '/search/zzz' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No results for “zzz”')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/search', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'The results could not be loaded',
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/search', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const UnknownTab: Story = {
  name: 'A tab that does not exist',
  args: { initialPath: '/search/no/songs' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('404')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  name: 'All results at 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Artists' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
