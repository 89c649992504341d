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

/**
 * Enter on a row plays it; a removed track leaves the queue. At 375 px the queue opens from "now playing" and
 * fits the screen.
 */
export const PlaysAndRemovesRows: Story = {
  parameters: mobileViewport.parameters,
  globals: mobileViewport.globals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Play album' }));
    const bar = within(await canvas.findByRole('region', { name: 'Player' }));
    await userEvent.click(bar.getByRole('button', { name: /^Now playing/ }));
    const view = within(await body.findByRole('dialog', { name: 'Now playing' }));
    await userEvent.click(view.getByRole('button', { name: 'Queue' }));
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

/**
 * The queue opens beside the page, which stays usable: a button of the page still works and its track shows up
 * in the open panel. Escape closes the panel and gives focus back to the queue button.
 */
export const BesideThePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Play album' }));
    const bar = within(await canvas.findByRole('region', { name: 'Player' }));
    const queueButton = bar.getByRole('button', { name: 'Queue' });
    await userEvent.click(queueButton);
    const panel = await body.findByRole('dialog', { name: 'Queue' });
    await expect(panel).toHaveAttribute('aria-modal', 'false');
    await expect(queueButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Play last track next' }));
    await expect(rowNames(within(panel).getByRole('grid', { name: 'Next in queue' }))).toEqual([
      'Four Women, Nina Simone',
    ]);
    within(panel).getByRole('button', { name: 'Close the queue' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Queue' })).toBeNull());
    await expect(queueButton).toHaveFocus();
  },
};

/**
 * What played before is listed and plays again; clearing keeps the playing track and can be undone; autoplay can be
 * turned off.
 */
export const HistoryClearAndAutoplay: Story = {
  render: (args) => {
    const store = new PlayerStore();
    store.playQueue({ tracks: args.tracks, startIndex: 2, queueId: 'album.10' });
    store.pause();
    return <PlayerStoryFrame {...args} store={store} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const bar = within(await canvas.findByRole('region', { name: 'Player' }));
    await userEvent.click(bar.getByRole('button', { name: 'Queue' }));
    const panel = within(await body.findByRole('dialog', { name: 'Queue' }));
    const history = within(panel.getByRole('region', { name: 'Recently played' }));
    await expect(history.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Feeling GoodNina Simone',
      'SinnermanNina Simone',
    ]);
    const autoplay = panel.getByRole('switch', { name: 'Autoplay similar music when the queue ends' });
    await expect(autoplay).toBeChecked();
    await userEvent.click(autoplay);
    await expect(autoplay).not.toBeChecked();
    await userEvent.click(panel.getByRole('button', { name: 'Clear queue' }));
    await expect(panel.getByText('Nothing else in the queue.')).toBeVisible();
    await expect(bar.getByText('Wild Is the Wind')).toBeVisible();
    const toasts = within(await body.findByRole('region', { name: 'Notifications' }));
    await userEvent.click(await toasts.findByRole('button', { name: 'Undo' }));
    await expect(rowNames(await panel.findByRole('grid', { name: 'Next up' }))).toEqual([
      'Lilac Wine, Nina Simone',
      'Four Women, Nina Simone',
    ]);
  },
};
