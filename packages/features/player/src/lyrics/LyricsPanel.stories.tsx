import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlayerStoryFrame } from '../storybook/PlayerStoryFrame';
import { desktopViewport } from '../storybook/story-data';
import { storyTracks } from '../storybook/story-tracks';
import { withPlayerBootstrap } from '../storybook/with-player-bootstrap';
import { LyricsPanel } from './LyricsPanel';

const synced = {
  synced: true,
  lines: [
    { timeMs: 0, text: 'Oh sinnerman, where you gonna run to?' },
    { timeMs: 1_000, text: 'Sinnerman, where you gonna run to?' },
    { timeMs: 2_000, text: 'Where you gonna run to?' },
    { timeMs: 3_000, text: 'All on that day' },
    { timeMs: 60_000, text: 'Well I run to the rock' },
  ],
};

const meta = {
  title: 'Player/Lyrics panel',
  component: LyricsPanel,
  parameters: { layout: 'padded' },
  decorators: [withPlayerBootstrap],
  args: { lyrics: synced, positionMs: 2_500 },
} satisfies Meta<typeof LyricsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Synced lyrics highlight the line being sung. */
export const Synced: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByText('Where you gonna run to?');
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByText('All on that day')).not.toHaveAttribute('aria-current');
  },
};

/** Plain lyrics have no times: every line reads alike. */
export const Plain: Story = {
  args: {
    lyrics: { synced: false, lines: synced.lines.map((line) => ({ text: line.text, timeMs: null })) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

/** A track without lyrics says so. */
export const None: Story = {
  args: { lyrics: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No lyrics for this track.')).toBeVisible();
  },
};

/** In the "now playing" view the highlight follows real playback from line to line. */
export const FollowsPlayback: Story = {
  render: () => <PlayerStoryFrame tracks={storyTracks(2, 8)} lyrics={synced} />,
  parameters: { layout: 'fullscreen', ...desktopViewport.parameters },
  globals: desktopViewport.globals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Play album' }));
    const bar = within(await canvas.findByRole('region', { name: 'Player' }));
    await userEvent.click(bar.getByRole('button', { name: 'Full screen' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Now playing' }));
    await expect(await dialog.findByText('Oh sinnerman, where you gonna run to?')).toHaveAttribute(
      'aria-current',
      'true',
    );
    await waitFor(
      () =>
        expect(dialog.getByText('Sinnerman, where you gonna run to?')).toHaveAttribute(
          'aria-current',
          'true',
        ),
      { timeout: 4000 },
    );
  },
};
