import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toPlayerTrack } from '../player-tracks/to-player-track';
import { routes } from '../routes';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { storyTrack } from '../storybook/catalogue-story-data';
import { pageStateStories } from '../storybook/page-state-stories';
import { catalogueStoryData } from '../storybook/story-data';
import { createStoryPlayer } from '../storybook/story-player';
import { mobileViewport, resetStoryPage } from '../storybook/story-support';

const LYRICS = '/api/v1/tracks/100/lyrics';

const player = createStoryPlayer();
const blueHour = storyTrack(0);
const northbound = storyTrack(1);
const synced = {
  lyric: {
    id: 1,
    track_id: 100,
    is_synced: true,
    text: '[00:01.00]Headlights on the water\n[00:04.00]Blue hour, blue hour\n[00:08.00]We drive until the dawn',
    lines: [
      { time: 1000, text: 'Headlights on the water' },
      { time: 4000, text: 'Blue hour, blue hour' },
      { time: 8000, text: 'We drive until the dawn' },
    ],
  },
};
const plain = {
  lyric: {
    id: 2,
    track_id: 101,
    is_synced: false,
    text: 'North of every river\nSouth of every song',
    lines: [
      { time: null, text: 'North of every river' },
      { time: null, text: 'South of every song' },
    ],
  },
};

/** Puts Blue Hour in the player, `positionMs` into the song. */
function cueBlueHour(positionMs: number) {
  const track = toPlayerTrack(blueHour);
  if (!track) throw new Error('The story track has no audio');
  player.store.cueQueue({ tracks: [track], queueId: 'album.9' });
  player.store.reportPosition(positionMs);
}

const meta = {
  title: 'Catalogue/Lyrics page',
  component: CatalogueStoryFrame,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.get(LYRICS, () => HttpResponse.json(synced)),
        http.get('/api/v1/tracks/101/lyrics', () => HttpResponse.json(plain)),
        http.get('/api/v1/tracks/101', () => HttpResponse.json({ track: northbound })),
      ],
    },
  },
  args: { data: catalogueStoryData(), player: player.store, routes, initialPath: '/lyrics' },
  beforeEach: () => {
    resetStoryPage();
    player.reset();
  },
  render: (args) => <CatalogueStoryFrame {...args} player={player.store} />,
} satisfies Meta<typeof CatalogueStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentLine = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="lyrics-line"][aria-current="true"]');

export const SyncedFollowsTheSong: Story = {
  name: 'Synced lyrics of the playing track highlight the line being sung',
  beforeEach: () => cueBlueHour(4500),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Blue Hour' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Blue Hour - Lyrics - Tonearm'));
    const lyrics = await canvas.findByRole('list', { name: 'Lyrics' });
    await expect(within(lyrics).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(currentLine(canvasElement)).toHaveTextContent('Blue hour, blue hour'));
    player.store.reportPosition(9000);
    await waitFor(() => expect(currentLine(canvasElement)).toHaveTextContent('We drive until the dawn'));
  },
};

export const PlainLyricsOfAnotherTrack: Story = {
  name: "A track menu's Lyrics shows that track's plain lyrics without stopping what plays",
  args: { initialPath: '/lyrics?track=101' },
  beforeEach: () => cueBlueHour(4500),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Northbound' })).toBeVisible();
    await expect(await canvas.findByText('South of every song')).toBeVisible();
    await expect(currentLine(canvasElement)).toBeNull();
    await expect(player.store.getState().queue.cued?.track.id).toBe(100);
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(player.calls.playQueue).toHaveBeenCalledWith(
      expect.objectContaining({ queueId: 'track.101' }),
    );
  },
};

export const NothingPlaying: Story = {
  name: 'Nothing playing',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nothing is playing' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse music' })).toHaveAttribute('href', '/');
  },
};

export const NoLyrics: Story = {
  name: 'A track without lyrics',
  beforeEach: () => cueBlueHour(0),
  parameters: {
    msw: {
      handlers: [
        http.get(LYRICS, () =>
          HttpResponse.json({ message: 'This track has no lyrics yet.' }, { status: 404 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No lyrics found for this track.')).toBeVisible();
  },
};

export const Loading: Story = { ...pageStateStories.loading(LYRICS), beforeEach: () => cueBlueHour(0) };
export const LoadFailed: Story = {
  ...pageStateStories.loadFailed(LYRICS, 'lyrics'),
  beforeEach: () => cueBlueHour(0),
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  beforeEach: () => cueBlueHour(4500),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Blue Hour' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
