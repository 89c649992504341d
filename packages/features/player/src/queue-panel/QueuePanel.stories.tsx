import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlayerStore } from '../store/player-store';
import type { PlayerTrack } from '../store/player-track';
import { PlayerStoryFrame } from '../storybook/PlayerStoryFrame';
import { desktopViewport, mobileViewport } from '../storybook/story-data';
import { storyTracks } from '../storybook/story-tracks';

const meta = {
  title: 'Player/Queue panel',
  component: PlayerStoryFrame,
  parameters: { layout: 'fullscreen', ...desktopViewport.parameters },
  globals: desktopViewport.globals,
  args: { tracks: storyTracks(5, 30) },
} satisfies Meta<typeof PlayerStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .map((row) => row.getAttribute('aria-label') ?? row.textContent);

/** The play-next lane comes before the rest of the queue; a track queued at the end comes last. */
export const PlayNextLane: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Play album' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Play last track next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add first track to queue' }));
    const bar = within(await canvas.findByRole('region', { name: 'Player' }));
    await userEvent.click(bar.getByRole('button', { name: 'Queue' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Queue' }));
    await expect(rowNames(dialog.getByRole('grid', { name: 'Next in queue' }))).toEqual([
      'Four Women, Nina Simone',
    ]);
    await expect(rowNames(dialog.getByRole('grid', { name: 'Next up' }))).toEqual([
      'Feeling Good, Nina Simone',
      'Wild Is the Wind, Nina Simone',
      'Lilac Wine, Nina Simone',
      'Four Women, Nina Simone',
      'Sinnerman, Nina Simone',
    ]);
  },
};

/** A queue cued and paused, as after a reload. */
function pausedStore(tracks: PlayerTrack[]): PlayerStore {
  const store = new PlayerStore();
  store.playQueue({ tracks });
  store.pause();
  return store;
}

/** A track moves down the queue by keyboard: its drag handle, Enter, arrow to the place, Enter. */
export const ReordersByKeyboard: Story = {
  render: (args) => <PlayerStoryFrame {...args} store={pausedStore(args.tracks)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const bar = within(await canvas.findByRole('region', { name: 'Player' }));
    await userEvent.click(bar.getByRole('button', { name: 'Queue' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Queue' }));
    const grid = dialog.getByRole('grid', { name: 'Next up' });
    await expect(rowNames(grid)).toEqual([
      'Feeling Good, Nina Simone',
      'Wild Is the Wind, Nina Simone',
      'Lilac Wine, Nina Simone',
      'Four Women, Nina Simone',
    ]);
    dialog.getByRole('button', { name: 'Move Feeling Good' }).focus();
    await userEvent.keyboard('{Enter}');
    // The drop target starts where the row is; one step down is after the next row.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(rowNames(grid)).toEqual([
        'Wild Is the Wind, Nina Simone',
        'Feeling Good, Nina Simone',
        'Lilac Wine, Nina Simone',
        'Four Women, Nina Simone',
      ]),
    );
  },
};

/** Enter on a row plays it; a removed track leaves the queue. At 375 px the panel fits the screen. */
export const PlaysAndRemovesRows: Story = {
  parameters: mobileViewport.parameters,
  globals: mobileViewport.globals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Play album' }));
    const bar = within(await canvas.findByRole('region', { name: 'Player' }));
    await userEvent.click(bar.getByRole('button', { name: 'Queue' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Queue' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Wild Is the Wind from the queue' }));
    const grid = dialog.getByRole('grid', { name: 'Next up' });
    await expect(rowNames(grid)).not.toContain('Wild Is the Wind, Nina Simone');
    const crossfade = dialog.getByRole('slider', { name: 'Crossfade' });
    await expect(crossfade).toHaveAttribute('aria-valuetext', 'Off (gapless)');
    crossfade.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(crossfade).toHaveAttribute('aria-valuetext', '2 s');
    await userEvent.click(within(grid).getByText('Lilac Wine'));
    await expect(await bar.findByText('Lilac Wine')).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
