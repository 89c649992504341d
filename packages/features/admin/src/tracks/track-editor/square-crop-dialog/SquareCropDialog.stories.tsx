import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStoryFrame } from '../../../storybook/ScreenStoryFrame';
import type { SquareArea } from '../square-crop';
import { SquareCropDialog } from './SquareCropDialog';

/** A 400 × 200 picture, two colours side by side, made in the browser so the story needs no file. */
async function widePicture(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 400;
  canvas.height = 200;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#406080';
    context.fillRect(0, 0, 200, 200);
    context.fillStyle = '#c08040';
    context.fillRect(200, 0, 200, 200);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], 'cover.png', { type: 'image/png' });
}

const meta = {
  title: 'Admin/Catalogue/SquareCropDialog',
  component: SquareCropDialog,
  args: { file: null, onCrop: fn(), onCancel: fn() },
  loaders: [async () => ({ picture: await widePicture() })],
  render: (args, { loaded }) => (
    <ScreenStoryFrame
      screens={{ '/': <SquareCropDialog {...args} file={loaded.picture as File} /> }}
      initialPath="/"
    />
  ),
} satisfies Meta<typeof SquareCropDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const CropsTheCentreAsItOpens: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Crop the picture' });
    await expect(
      within(dialog).getByText('Drag the picture or move it with the arrow keys; + and − zoom.'),
    ).toBeVisible();
    const crop = within(dialog).getByRole('button', { name: 'Crop and upload' });
    await waitFor(() => expect(crop).toBeEnabled());
    await userEvent.click(crop);
    await expect(args.onCrop).toHaveBeenCalledWith({ x: 100, y: 0, side: 200 });
  },
};

export const MovesAndZoomsByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Crop the picture' });
    const area = await within(dialog).findByRole('group', { name: 'Crop area' });
    area.focus();
    await userEvent.keyboard('++');
    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' });
    await waitFor(() => expect(zoom).toHaveAttribute('aria-valuetext', '120%'));
    await userEvent.keyboard('-');
    await waitFor(() => expect(zoom).toHaveAttribute('aria-valuetext', '110%'));
    // The picture moves right under the square, so the square holds more of its left.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const crop = within(dialog).getByRole('button', { name: 'Crop and upload' });
    crop.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCrop).toHaveBeenCalledTimes(1);
    const [chosen] = (args.onCrop as ReturnType<typeof fn>).mock.calls[0] as [SquareArea];
    await expect(Math.round(chosen.side)).toBe(182);
    await expect(chosen.x).toBeLessThan(100 + (200 - 182) / 2);
  },
};

export const CancelsWithEscape: Story = {
  play: async ({ args, canvasElement }) => {
    await body(canvasElement).findByRole('dialog', { name: 'Crop the picture' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onCrop).not.toHaveBeenCalled();
  },
};

export const RoundForAnArtist: Story = {
  args: { shape: 'round' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Crop the picture' });
    await expect(await within(dialog).findByRole('group', { name: 'Crop area' })).toHaveClass(
      'reactEasyCrop_CropAreaRound',
    );
  },
};
