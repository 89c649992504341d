import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PlayerStoryFrame } from '../storybook/PlayerStoryFrame';
import { desktopViewport, mobileViewport } from '../storybook/story-data';
import { storyTracks } from '../storybook/story-tracks';

const logPlay = fn();

const meta = {
  title: 'Player/Player bar',
  component: PlayerStoryFrame,
  parameters: { layout: 'fullscreen', ...desktopViewport.parameters },
  globals: desktopViewport.globals,
  args: { tracks: storyTracks(), onLogPlay: logPlay },
  beforeEach: () => {
    logPlay.mockReset();
  },
} satisfies Meta<typeof PlayerStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * At 375 px the bar is a mini player one row high: the track (a press opens "now playing"), play and next, over a
 * line of progress, without sideways scrolling.
 */
export const Mobile: Story = {
  parameters: mobileViewport.parameters,
  globals: mobileViewport.globals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play album' }));
    const region = await canvas.findByRole('region', { name: 'Player' });
    const bar = within(region);
    await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Now playing: Sinnerman Nina Simone' })).toBeVisible();
    await expect(bar.queryByRole('slider', { name: 'Seek' })).toBeNull();
    await expect(bar.queryByRole('button', { name: 'Shuffle' })).toBeNull();
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(60);
    await expect(bar.queryByRole('slider', { name: 'Volume' })).toBeNull();
    // A fresh site leaves the full player closed until the listener opens it.
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** With "open the full player on phones" on, starting an album on a phone opens the now-playing view. */
export const OpensFullPlayerOnPhone: Story = {
  parameters: mobileViewport.parameters,
  globals: mobileViewport.globals,
  args: { settings: { player: { mobile_auto_open_overlay: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play album' }));
    const view = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(await view.findByText('Up next')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    // The next track of the same album leaves the page as it is.
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('button', { name: /Now playing: Feeling Good/ })).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** Starting an album plays real audio: the seek bar moves, the title names the track, one play is logged. */
export const PlaysAnAlbum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play album' }));
    const bar = within(await canvas.findByRole('region', { name: 'Player' }));
    await expect(bar.getByText('Sinnerman')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible();
    const seek = bar.getByRole('slider', { name: 'Seek' });
    await waitFor(() => expect(seek).toHaveAttribute('aria-valuetext', '0:01 of 0:06'), { timeout: 4000 });
    await expect(canvasElement.ownerDocument.title).toBe('Sinnerman - Nina Simone - Tonearm');
    await expect(logPlay).toHaveBeenCalledTimes(1);
    await expect(logPlay).toHaveBeenCalledWith(1);

    await userEvent.click(bar.getByRole('button', { name: 'Next' }));
    await expect(await bar.findByText('Feeling Good')).toBeVisible();
    await waitFor(() => expect(logPlay).toHaveBeenCalledWith(2));

    await userEvent.click(bar.getByRole('button', { name: 'Pause' }));
    await expect(bar.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(canvasElement.ownerDocument.title).not.toContain('Feeling Good');
  },
};

/** The bar offers lyrics and the queue while the site shows them. */
export const LyricsAndQueueButtons: Story = {
  args: { lyricsHref: '/lyrics' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play album' }));
    const bar = within(await canvas.findByRole('region', { name: 'Player' }));
    await expect(await bar.findByRole('link', { name: 'Lyrics' })).toHaveAttribute('href', '/lyrics');
    await expect(bar.getByRole('button', { name: 'Queue' })).toBeVisible();
  },
};

/** With the player panel's "hide the queue" and "hide the lyrics" on, the bar and the full view leave both out. */
export const LyricsAndQueueHiddenBySite: Story = {
  args: { lyricsHref: '/lyrics', settings: { player: { hide_queue: true, hide_lyrics: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play album' }));
    const bar = within(await canvas.findByRole('region', { name: 'Player' }));
    await expect(await bar.findByRole('button', { name: 'Keyboard shortcuts' })).toBeVisible();
    await expect(bar.queryByRole('link', { name: 'Lyrics' })).toBeNull();
    await expect(bar.queryByRole('button', { name: 'Queue' })).toBeNull();
    await userEvent.click(bar.getByRole('button', { name: 'Full screen' }));
    const view = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(await view.findByText('Up next')).toBeVisible();
    await expect(view.queryByRole('region', { name: 'Lyrics' })).toBeNull();
    await expect(view.queryByRole('button', { name: 'Queue' })).toBeNull();
  },
};

/** Shuffle is a toggle; repeat cycles off, all, one and says what the next press does. */
export const ShuffleAndRepeat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play album' }));
    const bar = within(await canvas.findByRole('region', { name: 'Player' }));
    const shuffle = bar.getByRole('button', { name: 'Shuffle' });
    await expect(shuffle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(shuffle);
    await expect(shuffle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(bar.getByRole('button', { name: 'Enable repeat' }));
    await userEvent.click(bar.getByRole('button', { name: 'Enable repeat one' }));
    await expect(bar.getByRole('button', { name: 'Disable repeat' })).toHaveAttribute('aria-pressed', 'true');
    await expect(bar.getByText('Sinnerman')).toBeVisible();
  },
};

/** The seek bar and the volume are sliders the keyboard moves; m mutes and Space pauses from the page. */
export const KeyboardControl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play album' }));
    const bar = within(await canvas.findByRole('region', { name: 'Player' }));
    const volume = bar.getByRole('slider', { name: 'Volume' });
    volume.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(volume).toHaveAttribute('aria-valuetext', '98%');
    const seek = bar.getByRole('slider', { name: 'Seek' });
    seek.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(bar.getByText('Feeling Good')).toBeVisible(), { timeout: 4000 });
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('m');
    await expect(bar.getByRole('button', { name: 'Unmute' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(bar.getByRole('button', { name: 'Play' })).toBeVisible();
  },
};

/** Without `music.play` nothing starts and the visitor is told why. */
export const WithoutPlayPermission: Story = {
  args: { canPlay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Play album' }));
    await expect(
      await body.findByText('Log in or create an account to play music.', {
        selector: '[data-slot="toast-message"]',
      }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Player' })).toBeNull();
  },
};
