import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlayerStoryFrame } from '../storybook/PlayerStoryFrame';
import { desktopViewport, mobileViewport } from '../storybook/story-data';
import { storyTracks } from '../storybook/story-tracks';

const meta = {
  title: 'Player/Now playing view',
  component: PlayerStoryFrame,
  parameters: { layout: 'fullscreen', ...desktopViewport.parameters },
  globals: desktopViewport.globals,
  args: { tracks: storyTracks(4, 30), lyrics: null },
} satisfies Meta<typeof PlayerStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 1280 px the bar's "Full screen" opens the now-playing view: the track, every control and what comes next. */
export const OnDesktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Play album' }));
    const bar = within(await canvas.findByRole('region', { name: 'Player' }));
    const opener = bar.getByRole('button', { name: 'Full screen' });
    await userEvent.click(opener);
    const view = within(await body.findByRole('dialog', { name: 'Now playing' }));
    await expect(view.getByText('Sinnerman')).toBeVisible();
    await expect(view.getByRole('slider', { name: 'Seek' })).toBeVisible();
    await expect(view.getByRole('grid', { name: 'Up next' })).toBeVisible();
    await expect(view.getByText('No lyrics for this track.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Now playing' })).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** At 375 px a press on the mini player opens the view, with previous, shuffle and repeat the bar leaves out. */
export const OnPhone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Play album' }));
    const bar = within(await canvas.findByRole('region', { name: 'Player' }));
    await userEvent.click(bar.getByRole('button', { name: /^Now playing/ }));
    const view = within(await body.findByRole('dialog', { name: 'Now playing' }));
    for (const name of ['Shuffle', 'Previous', 'Pause', 'Next', 'Enable repeat']) {
      await expect(view.getByRole('button', { name })).toBeVisible();
    }
    await userEvent.click(view.getByRole('button', { name: 'Next' }));
    await expect(await view.findByText('Feeling Good')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Previous' }));
    await expect(await view.findByText('Sinnerman')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Now playing' })).toBeNull());
  },
};
