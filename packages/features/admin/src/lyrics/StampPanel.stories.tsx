import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY_QUEUE, PlayerStore, PlayerStoreProvider } from '@tonearm/player';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { StampPanel } from './StampPanel';
import { STORY_TRACKS } from './storybook/lyric-story-server';

// The story's own player, with no engine: the story reports positions as the engine would.
const player = new PlayerStore();

function StampingLyrics({ trackIndex }: { trackIndex: number }) {
  const [text, setText] = useState('[ti:Harbour Lights]\nLights along the harbour\n\nCalling me back home');
  return (
    <div className="flex flex-col gap-4 p-6">
      <StampPanel track={STORY_TRACKS[trackIndex] ?? null} text={text} onTextChange={setText} />
      <output aria-label="Stamped text" className="whitespace-pre-line font-mono">
        {text}
      </output>
    </div>
  );
}

/** Which picked track the panel stamps. */
interface StoryArgs {
  trackIndex: number;
}

const meta = {
  title: 'Admin/Lyrics/StampPanel',
  args: { trackIndex: 0 },
  render: ({ trackIndex }) => (
    <PlayerStoreProvider store={player}>
      <ScreenStoryFrame
        screens={{ '/admin/lyrics/new': <StampingLyrics trackIndex={trackIndex} /> }}
        initialPath="/admin/lyrics/new"
      />
    </PlayerStoreProvider>
  ),
  beforeEach: () => {
    player.pause();
    player.changeQueue(EMPTY_QUEUE);
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StampsEachLineFromThePlayingPosition: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Stamp mode' });
    const stamp = within(panel).getByRole('button', { name: 'Stamp line' });
    await expect(stamp).toBeDisabled();
    await expect(within(panel).getByRole('option', { name: /Lights along the harbour$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Play the track' }));
    await waitFor(() => expect(stamp).toBeEnabled());
    // A paused position is read as reported, so the stamps below are exact.
    player.pause();
    player.reportPosition(12_340, 214_000);
    await expect(await within(panel).findByText('[00:12.34]')).toBeVisible();
    // Away from the buttons, where Enter would press them.
    await userEvent.click(canvas.getByLabelText('Stamped text'));
    await userEvent.keyboard('{Alt>}{Enter}{/Alt}');
    await expect(canvas.getByLabelText('Stamped text')).toHaveTextContent(
      '[00:12.34]Lights along the harbour',
    );
    await expect(within(panel).getByRole('option', { name: /Calling me back home$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    player.reportPosition(18_050, 214_000);
    await userEvent.click(stamp);
    await expect(canvas.getByLabelText('Stamped text')).toHaveTextContent('[00:18.05]Calling me back home');
    await expect(stamp).toBeDisabled();
  },
};

export const ChoosesTheLineToStampFromTheList: Story = {
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByRole('region', { name: 'Stamp mode' });
    const first = within(panel).getByRole('option', { name: /Lights along the harbour$/ });
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(within(panel).getByRole('option', { name: /Calling me back home$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const TrackWithoutAudio: Story = {
  args: { trackIndex: 2 },
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByRole('region', { name: 'Stamp mode' });
    await expect(within(panel).getByText('This track has no audio to play.')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Play the track' })).toBeDisabled();
  },
};
