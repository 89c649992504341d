import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatPercent, formatPlaybackTime } from './format-slider-value';
import { Slider } from './Slider';

const meta = {
  title: 'Primitives/Slider',
  component: Slider,
  args: { onChange: fn(), onChangeEnd: fn() },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A seek bar for a 3:35 track, its value written as m:ss. */
export const Seek: Story = {
  args: { label: 'Seek', maxValue: 215, defaultValue: 75, formatValue: formatPlaybackTime },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Seek' });
    await expect(slider).toHaveAttribute('aria-valuetext', '1:15');
    await expect(canvas.getByText('1:15')).toBeVisible();

    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuetext', '1:16');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuetext', '3:35');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuetext', '0:00');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);

    // Pressing a quarter of the way along the track seeks there. Real pointer events carry the coordinates that
    // user-event's simulated ones leave at zero in a browser.
    const track = canvasElement.querySelector<HTMLElement>('[data-slot="slider-track"]');
    if (!track) throw new Error('The slider track is missing');
    const box = track.getBoundingClientRect();
    const at = { clientX: box.left + box.width / 4, clientY: box.top + box.height / 2 };
    const pointer = {
      bubbles: true,
      cancelable: true,
      pointerId: 1,
      pointerType: 'mouse',
      button: 0,
      isPrimary: true,
    };
    track.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, ...at }));
    window.dispatchEvent(new PointerEvent('pointerup', { ...pointer, ...at }));
    await waitFor(() => expect(args.onChangeEnd).toHaveBeenCalled());
    const seconds = (slider as HTMLInputElement).valueAsNumber;
    await expect(seconds).toBeGreaterThanOrEqual(50);
    await expect(seconds).toBeLessThanOrEqual(58);
  },
};

/** A volume control, its value written as a percentage. */
export const Volume: Story = {
  args: { 'aria-label': 'Volume', defaultValue: 50, formatValue: formatPercent, size: 'sm' },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Volume' });
    await expect(slider).toHaveAttribute('aria-valuetext', '50%');

    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuetext', '48%');
    await userEvent.keyboard('{PageUp}');
    await expect(slider).toHaveAttribute('aria-valuetext', '58%');
  },
};

export const WithoutValue: Story = {
  args: { label: 'Volume', showValue: false, defaultValue: 30 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('output')).toBeNull();
    await expect(within(canvasElement).getByRole('slider', { name: 'Volume' })).toHaveAttribute(
      'aria-valuetext',
      '30',
    );
  },
};

export const Disabled: Story = {
  args: { label: 'Seek', isDisabled: true, maxValue: 215, defaultValue: 75, formatValue: formatPlaybackTime },
  play: async ({ canvasElement, args }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Seek' });
    await expect(slider).toBeDisabled();
    await userEvent.tab();
    await expect(slider).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  args: { label: 'Volume', defaultValue: 70, formatValue: formatPercent },
  globals: { theme: 'dark' },
};
