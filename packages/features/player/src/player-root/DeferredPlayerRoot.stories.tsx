import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlayerStoryFrame } from '../storybook/PlayerStoryFrame';
import { desktopViewport } from '../storybook/story-data';
import { storyTracks } from '../storybook/story-tracks';

const meta = {
  title: 'Player/Deferred player',
  component: PlayerStoryFrame,
  parameters: { layout: 'fullscreen', ...desktopViewport.parameters },
  globals: desktopViewport.globals,
  args: { tracks: storyTracks(3, 30), deferred: true },
} satisfies Meta<typeof PlayerStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is cued: no bar, until the first play loads the player and shows it. */
export const LoadsWithTheFirstPlay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Player' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Play album' }));
    const bar = within(await canvas.findByRole('region', { name: 'Player' }, { timeout: 5000 }));
    await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible();
  },
};

/** `?` before anything is cued loads the player and opens its shortcuts; Escape closes them. */
export const ShortcutsBeforeAnyPlay: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.keyboard('?');
    const dialog = within(await body.findByRole('dialog', { name: 'Keyboard shortcuts' }, { timeout: 5000 }));
    await expect(dialog.getByRole('cell', { name: 'Previous track' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Typing `?` in a field types it, and loads nothing. */
export const QuestionMarkWhileTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('textbox', { name: 'Search' });
    await userEvent.click(search);
    await userEvent.keyboard('?');
    await expect(search).toHaveValue('?');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};
