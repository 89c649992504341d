import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlayerStore } from '@tonearm/player';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { embedRoutes } from '../routes';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { storyAlbum, storyTrack } from '../storybook/catalogue-story-data';
import { silentWavUrl } from '../storybook/story-audio';
import { catalogueStoryData } from '../storybook/story-data';
import { resetStoryPage, smallFrameViewport, tallFrameViewport } from '../storybook/story-support';

// Eight seconds of real media per track: long enough to see the time move, short enough to load at once.
const audio = silentWavUrl(8);
const playable = (index: number) => storyTrack(index, { src: audio, duration: 8_000 });
// The embed's screen loads on first visit, like every route: slow machines take a few seconds for the first one.
const loaded = { timeout: 8_000 };
const album = () => ({ ...storyAlbum(), tracks: [0, 1, 2, 3].map(playable) });
const plays: number[] = [];

const meta = {
  title: 'Catalogue/Embeds',
  component: CatalogueStoryFrame,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.get('/api/v1/tracks/100', () => HttpResponse.json({ track: playable(0) })),
        http.get('/api/v1/albums/9', () => HttpResponse.json({ album: album() })),
        http.post('/api/v1/tracks/plays/:id/log', ({ params }) => {
          plays.push(Number(params.id));
          return HttpResponse.json({ status: 'success' });
        }),
      ],
    },
  },
  args: {
    data: catalogueStoryData({ signedIn: false }),
    // The embeds keep a player of their own; the frame's store stays unused.
    player: new PlayerStore(),
    routes: embedRoutes,
    initialPath: '/track/100/blue-hour/embed',
  },
  beforeEach: () => {
    resetStoryPage();
    plays.length = 0;
  },
} satisfies Meta<typeof CatalogueStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const seekText = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuetext');

export const Track: Story = {
  name: 'A track, played and paused from the keyboard',
  ...tallFrameViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1, name: /Blue Hour/ }, loaded);
    const title = within(heading).getByRole('link', { name: 'Blue Hour (opens in a new tab)' });
    await expect(title).toHaveAttribute('href', new URL('/track/100/blue-hour', location.origin).href);
    await expect(title).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Nora Vale (opens in a new tab)' })).toHaveAttribute(
      'href',
      new URL('/artist/3/nora-vale', location.origin).href,
    );
    await expect(seekText(canvasElement)).toBe('0:00 of 0:08');
    await waitFor(() => expect(document.title).toBe('Blue Hour - Nora Vale - Tonearm'));

    canvas.getByRole('button', { name: 'Play' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Pause' })).toHaveFocus();
    await waitFor(() => expect(plays).toEqual([100]), { timeout: 5_000 });
    await userEvent.keyboard('k');
    await expect(await canvas.findByRole('button', { name: 'Play' })).toBeVisible();
  },
};

export const Album: Story = {
  name: 'An album, played from a track of its list',
  ...tallFrameViewport,
  args: { initialPath: '/album/9/nora-vale/first-light/embed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /First Light/ }, loaded);
    const list = canvas.getByRole('list', { name: 'Tracks' });
    await expect(within(list).getAllByRole('button')).toHaveLength(4);
    await expect(within(list).getByRole('button', { name: /Blue Hour/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await userEvent.click(within(list).getByRole('button', { name: /Salt and Iron/ }));
    await expect(within(list).getByRole('button', { name: /Salt and Iron/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(await canvas.findByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(canvas.getByText('Salt and Iron', { selector: 'p' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(within(list).getByRole('button', { name: /Paper Moons/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const SmallFrame: Story = {
  name: 'In a frame 320 by 160 px',
  ...smallFrameViewport,
  args: { initialPath: '/album/9/nora-vale/first-light/embed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /First Light/ }, loaded);
    // The list gives way to the player when the frame is short.
    await expect(canvas.queryByRole('list', { name: 'Tracks' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(320);
    await expect(root.scrollHeight).toBeLessThanOrEqual(160);
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/tracks/100', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' }, loaded)).toBeVisible();
  },
};

export const Missing: Story = {
  name: 'A track that is gone',
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/tracks/100', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, loaded);
    await expect(alert).toHaveTextContent('This music is no longer available.');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

export const LoadFailed: Story = {
  name: 'The track could not be loaded',
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/tracks/100', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, loaded);
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
