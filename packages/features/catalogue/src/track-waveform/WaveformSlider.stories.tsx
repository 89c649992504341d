import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { catalogueStoryData } from '../storybook/story-data';
import { createStoryPlayer } from '../storybook/story-player';
import { mobileViewport } from '../storybook/story-support';
import { WaveformSlider, type WaveformSliderProps } from './WaveformSlider';
import { peaksToBars } from './waveform-bars';

const player = createStoryPlayer();
const bars = peaksToBars(
  Array.from({ length: 400 }, (_, index) => 0.15 + 0.8 * Math.abs(Math.sin(index / 13))),
);

/** The slider with its position kept in the story, as the player would keep it. */
function PlayingWaveform(props: Omit<WaveformSliderProps, 'positionSeconds'> & { startAt: number }) {
  const [position, setPosition] = useState(props.startAt);
  return (
    <WaveformSlider
      {...props}
      positionSeconds={position}
      onSeek={(seconds) => {
        setPosition(seconds);
        props.onSeek(seconds);
      }}
    />
  );
}

const meta = {
  title: 'Catalogue/Waveform slider',
  component: PlayingWaveform,
  args: { bars, durationSeconds: 200, startAt: 0, showsProgress: true, onSeek: fn() },
  decorators: [
    (Story) => (
      <CatalogueStoryFrame data={catalogueStoryData()} player={player.store}>
        <div className="p-6">
          <Story />
        </div>
      </CatalogueStoryFrame>
    ),
  ],
} satisfies Meta<typeof PlayingWaveform>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  name: 'The played part follows the position, and keys seek',
  args: { startAt: 50 },
  play: async ({ canvasElement, args }) => {
    const slider = await within(canvasElement).findByRole('slider', { name: 'Seek' });
    await expect(slider).toHaveAttribute('aria-valuetext', '0:50 of 3:20');
    const played = canvasElement.querySelectorAll('rect.fill-primary').length;
    await expect(played).toBe(Math.round(bars.length / 4));
    await userEvent.click(slider);
    await userEvent.keyboard('{Home}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(2);
    await expect(slider).toHaveAttribute('aria-valuetext', '0:02 of 3:20');
    await userEvent.keyboard('{End}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(200);
  },
};

export const NotPlaying: Story = {
  name: 'Another track plays: no played part',
  args: { showsProgress: false },
  play: async ({ canvasElement }) => {
    const slider = await within(canvasElement).findByRole('slider', { name: 'Seek' });
    await expect(slider).toHaveAttribute('aria-valuetext', '0:00 of 3:20');
    await expect(canvasElement.querySelectorAll('rect.fill-primary')).toHaveLength(0);
    await expect(canvasElement.querySelector('[data-slot="waveform"]')).not.toHaveAttribute('data-progress');
  },
};

export const Narrow: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('slider', { name: 'Seek' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
