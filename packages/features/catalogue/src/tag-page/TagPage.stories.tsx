import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routes } from '../routes';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { storyAlbum, storyTrack } from '../storybook/catalogue-story-data';
import { storyPage } from '../storybook/library-story-data';
import { pageStateStories } from '../storybook/page-state-stories';
import { catalogueStoryData } from '../storybook/story-data';
import { createStoryPlayer } from '../storybook/story-player';
import { mobileViewport, resetStoryPage } from '../storybook/story-support';

const TAG_TRACKS = '/api/v1/tags/night-drive/tracks';

const player = createStoryPlayer();
const tag = { id: 4, model_type: 'tag', name: 'night-drive', display_name: 'Night drive' } as const;
const tracks = Array.from({ length: 12 }, (_, index) => storyTrack(index, { id: 200 + index }));

/** The tag's tracks a page at a time: the overview asks for 10, the tracks tab for pages of 10 here. */
const tagTracks = http.get(TAG_TRACKS, ({ request }) => {
  const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
  const data = tracks.slice((page - 1) * 10, page * 10);
  return HttpResponse.json({ tag, ...storyPage(data, { page, lastPage: 2, total: tracks.length }) });
});
const tagAlbums = http.get('/api/v1/tags/night-drive/albums', () =>
  HttpResponse.json({ tag, ...storyPage([storyAlbum()]) }),
);
const libraryIds = http.get('/api/v1/users/me/library', () =>
  HttpResponse.json({ tracks: [], albums: [], artists: [], playlists: [], users: [] }),
);
const notFound = http.get('/api/v1/tags/:tag/:list', () =>
  HttpResponse.json({ message: 'Not found' }, { status: 404 }),
);

const meta = {
  title: 'Catalogue/Tag page',
  component: CatalogueStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: [tagTracks, tagAlbums, libraryIds, notFound] } },
  args: { data: catalogueStoryData(), player: player.store, routes, initialPath: '/tag/night-drive' },
  beforeEach: () => {
    resetStoryPage();
    player.reset();
  },
  render: (args) => <CatalogueStoryFrame {...args} player={player.store} />,
} satisfies Meta<typeof CatalogueStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const tab = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('tablist', { name: 'Night drive sections' })).getByRole('tab', {
    name,
  });

export const Overview: Story = {
  name: "The tag's popular tracks and albums, and its tabs",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Night drive' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Night drive - Tonearm'));
    await expect(tab(canvasElement, 'Overview')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('grid', { name: 'Popular tracks' })).toHaveAttribute('aria-rowcount', '11');
    await expect(canvas.getByRole('link', { name: 'See all tracks' })).toHaveAttribute(
      'href',
      '/tag/night-drive/tracks',
    );
    const albums = await canvas.findByRole('list', { name: 'Albums' });
    await expect(within(albums).getByRole('link', { name: 'First Light' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(player.calls.playQueue).toHaveBeenCalledWith(
      expect.objectContaining({ queueId: 'tag.night-drive' }),
    );
  },
};

export const TracksTab: Story = {
  name: 'The tracks tab loads a page more on request',
  args: { initialPath: '/tag/night-drive/tracks' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Tracks' });
    await waitFor(() => expect(document.title).toBe('Night drive - Tracks - Tonearm'));
    await expect(tab(canvasElement, 'Tracks')).toHaveAttribute('aria-selected', 'true');
    await expect(grid).toHaveAttribute('aria-rowcount', '11');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '13'));
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const SwitchTabs: Story = {
  name: 'Moving to the albums tab with the keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Night drive' });
    tab(canvasElement, 'Overview').focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(tab(canvasElement, 'Albums')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/tag/night-drive/albums'));
    await waitFor(() => expect(tab(canvasElement, 'Albums')).toHaveAttribute('aria-selected', 'true'));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Albums' })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Albums' })).getByRole('link', { name: 'First Light' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'A tag with no music yet',
  parameters: {
    msw: {
      handlers: [
        http.get(TAG_TRACKS, () => HttpResponse.json({ tag, ...storyPage([]) })),
        http.get('/api/v1/tags/night-drive/albums', () => HttpResponse.json({ tag, ...storyPage([]) })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No tracks have this tag yet.')).toBeVisible();
    await expect(await canvas.findByText('No albums have this tag yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeDisabled();
  },
};

export const Loading: Story = pageStateStories.loading(TAG_TRACKS);
export const LoadFailed: Story = pageStateStories.loadFailed(TAG_TRACKS, 'tag');

export const NotFound: Story = {
  name: 'A tag that does not exist',
  args: { initialPath: '/tag/no-such-tag' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('404')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Night drive' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
