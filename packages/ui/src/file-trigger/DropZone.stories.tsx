import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { UploadIcon } from '../utils/icons';
import { DropZone } from './DropZone';
import { FileTrigger } from './FileTrigger';

const onSelectFiles = fn();

const meta = {
  title: 'Primitives/DropZone',
  component: DropZone,
  args: { acceptedFileTypes: ['image/*'], onDropFiles: fn() },
  beforeEach: () => {
    onSelectFiles.mockClear();
  },
  render: (args) => (
    <DropZone {...args} className="w-80">
      <UploadIcon className="size-8" />
      <Text slot="label">Drop an image here</Text>
      <FileTrigger acceptedFileTypes={args.acceptedFileTypes} onSelectFiles={onSelectFiles}>
        <Button variant="outline" size="sm" isDisabled={args.isDisabled}>
          Choose an image
        </Button>
      </FileTrigger>
    </DropZone>
  ),
} satisfies Meta<typeof DropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

const cover = new File(['<svg/>'], 'cover.svg', { type: 'image/svg+xml' });

// Chromium gives scripted drops no file entries, so stories show the drag states; the drop itself is unit-tested.
function dragOver(target: Element) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(cover);
  const init = { bubbles: true, cancelable: true, dataTransfer, clientX: 1, clientY: 1 };
  target.dispatchEvent(new DragEvent('dragenter', init));
  target.dispatchEvent(new DragEvent('dragover', init));
}

function dropZoneIn(canvasElement: HTMLElement): Element {
  const zone = canvasElement.querySelector('[data-slot="drop-zone"]');
  if (!zone) throw new Error('The drop zone is missing');
  return zone;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = dropZoneIn(canvasElement);

    // Keyboard users reach the drop target (to paste files) and then the picker button.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Drop an image here/ })).toHaveFocus();
    await expect(zone).toHaveAttribute('data-focus-visible');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose an image' })).toHaveFocus();
  },
};

export const ChoosingFiles: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('The file input is missing');
    await expect(input).toHaveAttribute('accept', 'image/*');

    await userEvent.upload(input, cover);
    await expect(onSelectFiles).toHaveBeenCalledWith([cover], []);
  },
};

export const DraggingOver: Story = {
  play: async ({ canvasElement }) => {
    const zone = dropZoneIn(canvasElement);
    dragOver(zone);
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target'));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const zone = dropZoneIn(canvasElement);
    await expect(zone).toHaveAttribute('data-disabled');
    await expect(within(canvasElement).getByRole('button', { name: 'Choose an image' })).toBeDisabled();
    dragOver(zone);
    await expect(zone).not.toHaveAttribute('data-drop-target');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
