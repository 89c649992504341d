import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routes } from '../routes';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { storyTrack } from '../storybook/catalogue-story-data';
import { storyArtist } from '../storybook/library-story-data';
import { pageStateStories } from '../storybook/page-state-stories';
import { catalogueStoryData } from '../storybook/story-data';
import { createStoryPlayer } from '../storybook/story-player';
import { mobileViewport, resetStoryPage } from '../storybook/story-support';

const RADIO = '/api/v1/radio/track/100';

const player = createStoryPlayer();
const seed = storyTrack(0);
const recommendations = [seed, ...[1, 2, 3, 4].map((index) => storyTrack(index, { id: 300 + index }))];

const meta = {
  title: 'Catalogue/Radio page',
  component: CatalogueStoryFrame,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.get(RADIO, () => HttpResponse.json({ type: 'track', seed, recommendations })),
        http.get('/api/v1/radio/artist/3', () =>
          HttpResponse.json({ type: 'artist', seed: storyArtist(3, 'Nora Vale'), recommendations }),
        ),
        http.get('/api/v1/users/me/library', () =>
          HttpResponse.json({ tracks: [], albums: [], artists: [], playlists: [], users: [] }),
        ),
      ],
    },
  },
  args: {
    data: catalogueStoryData(),
    player: player.store,
    routes,
    initialPath: '/radio/track/100/blue-hour',
  },
  beforeEach: () => {
    resetStoryPage();
    player.reset();
  },
  render: (args) => <CatalogueStoryFrame {...args} player={player.store} />,
} satisfies Meta<typeof CatalogueStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TrackRadio: Story = {
  name: "A track's radio plays as one queue",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Blue Hour' })).toBeVisible();
    await expect(canvas.getByText('Track radio')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Blue Hour radio - Tonearm'));
    await expect(canvas.getByRole('link', { name: 'Go to track' })).toHaveAttribute(
      'href',
      '/track/100/blue-hour',
    );
    await expect(canvas.getByRole('grid', { name: 'Tracks' })).toHaveAttribute('aria-rowcount', '6');
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(player.calls.playQueue).toHaveBeenCalledWith(
      expect.objectContaining({
        queueId: 'radio.track.100',
        tracks: expect.arrayContaining([expect.objectContaining({ id: 304 })]),
      }),
    );
    await expect(await canvas.findByRole('button', { name: 'Pause' })).toBeVisible();
  },
};

export const ArtistRadio: Story = {
  name: "An artist's radio",
  args: { initialPath: '/radio/artist/3/nora-vale' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nora Vale' })).toBeVisible();
    await expect(canvas.getByText('Artist radio')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to artist' })).toHaveAttribute(
      'href',
      '/artist/3/nora-vale',
    );
  },
};

export const Empty: Story = {
  name: 'A radio with nothing like its seed yet',
  parameters: {
    msw: {
      handlers: [http.get(RADIO, () => HttpResponse.json({ type: 'track', seed, recommendations: [] }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing like this to play yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeDisabled();
  },
};

export const Loading: Story = pageStateStories.loading(RADIO);
export const LoadFailed: Story = pageStateStories.loadFailed(RADIO, 'radio');

export const UnknownSeed: Story = {
  name: 'A radio of something that cannot seed one',
  args: { initialPath: '/radio/album/9/first-light' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('404')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Blue Hour' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
