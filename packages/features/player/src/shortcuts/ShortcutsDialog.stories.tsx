import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlayerStoryFrame } from '../storybook/PlayerStoryFrame';
import { desktopViewport } from '../storybook/story-data';
import { storyTracks } from '../storybook/story-tracks';

const meta = {
  title: 'Player/Shortcuts dialog',
  component: PlayerStoryFrame,
  parameters: { layout: 'fullscreen', ...desktopViewport.parameters },
  globals: desktopViewport.globals,
  args: { tracks: storyTracks(3, 30) },
} satisfies Meta<typeof PlayerStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `?` opens the list of shortcuts; Escape closes it. */
export const OpensWithQuestionMark: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.keyboard('?');
    const dialog = within(await body.findByRole('dialog', { name: 'Keyboard shortcuts' }));
    await expect(dialog.getByRole('cell', { name: 'Previous track' })).toBeVisible();
    await expect(dialog.getByRole('cell', { name: 'Mute or unmute' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Shortcuts drive the player from the page, and typing in a field types instead. */
export const IgnoredWhileTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play album' }));
    const bar = within(await canvas.findByRole('region', { name: 'Player' }));
    const search = canvas.getByRole('textbox', { name: 'Search' });
    await userEvent.click(search);
    await userEvent.keyboard('k m?');
    await expect(search).toHaveValue('k m?');
    await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible();
    search.blur();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(await bar.findByText('Feeling Good')).toBeVisible();
    await userEvent.keyboard('k');
    await expect(bar.getByRole('button', { name: 'Play' })).toBeVisible();
  },
};
