import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PlayerStoreProvider } from '../store/player-context';
import { PlayerStore } from '../store/player-store';
import { PlayerStoryFrame } from '../storybook/PlayerStoryFrame';
import { desktopViewport, mobileViewport } from '../storybook/story-data';
import { storyTracks } from '../storybook/story-tracks';
import { withPlayerBootstrap } from '../storybook/with-player-bootstrap';
import { LoudnessSetting } from './LoudnessSetting';

/** The store the story rendered, which the play functions read to see what the engine would follow. */
let renderedStore: PlayerStore | null = null;

function SettingWithStore({ store }: { store: PlayerStore }) {
  renderedStore = store;
  return (
    <PlayerStoreProvider store={store}>
      <LoudnessSetting />
    </PlayerStoreProvider>
  );
}

const loudnessMode = () => renderedStore?.getState().loudnessMode;

const meta = {
  title: 'Player/Loudness setting',
  component: LoudnessSetting,
  parameters: { layout: 'padded' },
  decorators: [withPlayerBootstrap],
  render: () => <SettingWithStore store={new PlayerStore()} />,
} satisfies Meta<typeof LoudnessSetting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A listener who never chose levels each track; the arrow keys choose another mode, which the player follows. */
export const TrackByDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Loudness levelling' });
    const track = within(group).getByRole('radio', { name: 'Track' });
    await expect(track).toBeChecked();
    await userEvent.tab();
    await expect(track).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(group).getByRole('radio', { name: 'Album' })).toBeChecked();
    await expect(loudnessMode()).toBe('album');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(within(group).getByRole('radio', { name: 'Off' })).toBeChecked();
    await expect(loudnessMode()).toBe('off');
  },
};

/** A listener who chose album levelling sees it chosen (the player keeps it across visits). */
export const AlbumChosen: Story = {
  render: () => {
    const store = new PlayerStore();
    store.setLoudnessMode('album');
    return <SettingWithStore store={store} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Album' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Track' })).not.toBeChecked();
  },
};

/** Levelling is off: tracks play as they were mastered. */
export const Off: Story = {
  render: () => {
    const store = new PlayerStore();
    store.setLoudnessMode('off');
    return <SettingWithStore store={store} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Off' })).toBeChecked();
  },
};

/** In the queue panel the setting sits under the crossfade, where the other sound settings are. */
export const InTheQueuePanel: StoryObj<typeof PlayerStoryFrame> = {
  render: (args) => <PlayerStoryFrame {...args} />,
  decorators: [],
  parameters: { layout: 'fullscreen', ...desktopViewport.parameters },
  globals: desktopViewport.globals,
  args: { tracks: storyTracks(3, 30) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Play album' }));
    const bar = within(await canvas.findByRole('region', { name: 'Player' }));
    await userEvent.click(bar.getByRole('button', { name: 'Queue' }));
    const panel = within(await body.findByRole('dialog', { name: 'Queue' }));
    const crossfade = panel.getByRole('slider', { name: 'Crossfade' });
    const group = panel.getByRole('radiogroup', { name: 'Loudness levelling' });
    await expect(crossfade.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(within(group).getByRole('radio', { name: 'Album' }));
    await expect(within(group).getByRole('radio', { name: 'Album' })).toBeChecked();
  },
};

/** At 375 px the three choices fit the panel side by side, without sideways scrolling. */
export const InThePanelOnPhone: StoryObj<typeof PlayerStoryFrame> = {
  ...InTheQueuePanel,
  parameters: { layout: 'fullscreen', ...mobileViewport.parameters },
  globals: mobileViewport.globals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Play album' }));
    const bar = within(await canvas.findByRole('region', { name: 'Player' }));
    await userEvent.click(bar.getByRole('button', { name: /^Now playing/ }));
    const view = within(await body.findByRole('dialog', { name: 'Now playing' }));
    await userEvent.click(view.getByRole('button', { name: 'Queue' }));
    const panel = within(await body.findByRole('dialog', { name: 'Queue' }));
    const off = panel.getByRole('radio', { name: 'Off' });
    await expect(off).toBeVisible();
    await userEvent.click(off);
    await expect(off).toBeChecked();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
