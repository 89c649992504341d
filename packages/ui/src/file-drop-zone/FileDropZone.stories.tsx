import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../responsive/story-viewports';
import { FileDropZone } from './FileDropZone';

const meta = {
  title: 'Uploads/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'Drop audio files here',
    description: 'MP3, FLAC or WAV',
    acceptedFileTypes: ['audio/*', '.flac'],
    allowsFolders: true,
    onFiles: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[min(28rem,calc(100vw-2rem))]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

const track = new File(['ID3'], 'intro.mp3', { type: 'audio/mpeg' });
const notes = new File(['la la'], 'lyrics.txt', { type: 'text/plain' });

function zoneIn(canvasElement: HTMLElement): HTMLElement {
  const zone = canvasElement.querySelector<HTMLElement>(
    '[data-slot="file-drop-zone"] [data-slot="drop-zone"]',
  );
  if (!zone) throw new Error('The drop zone is missing');
  return zone;
}

function fileInputs(canvasElement: HTMLElement): HTMLInputElement[] {
  return [...canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]')];
}

// Chromium gives scripted drops no file entries, so stories show the drag states; dropped files are unit-tested.
function dragFilesOver(target: Element) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(track);
  const init = { bubbles: true, cancelable: true, dataTransfer, clientX: 1, clientY: 1 };
  target.dispatchEvent(new DragEvent('dragenter', init));
  target.dispatchEvent(new DragEvent('dragover', init));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Keyboard users reach the drop target (to paste files), then each picker button, in reading order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Drop audio files here/ })).toHaveFocus();
    await expect(zoneIn(canvasElement)).toHaveAttribute('data-focus-visible');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose a folder' })).toHaveFocus();
  },
};

export const ChoosingFilesSortsThemByType: Story = {
  play: async ({ canvasElement, args }) => {
    const [filesInput, folderInput] = fileInputs(canvasElement);
    await expect(filesInput).toHaveAttribute('accept', 'audio/*,.flac');
    await expect(filesInput).toHaveAttribute('multiple');
    // The picker's filter is a hint users can switch off: a refused file still reaches onFiles, as rejected.
    await userEvent.upload(filesInput as HTMLInputElement, [track, notes], { applyAccept: false });
    await expect(args.onFiles).toHaveBeenCalledWith([track], [notes]);
    await expect(folderInput).toHaveAttribute('webkitdirectory');
  },
};

export const SingleFileWithoutFolders: Story = {
  args: {
    allowsMultiple: false,
    allowsFolders: false,
    label: 'Drop an image here',
    acceptedFileTypes: ['image/*'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose a file' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Choose a folder' })).toBeNull();
    await expect(fileInputs(canvasElement)[0]).not.toHaveAttribute('multiple');
  },
};

export const DraggingOver: Story = {
  play: async ({ canvasElement }) => {
    const zone = zoneIn(canvasElement);
    dragFilesOver(zone);
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target'));
  },
};

/** The parent tells why files were refused; the zone turns invalid and the reason is announced and described. */
export const Refused: Story = {
  render: (args) => {
    const [error, setError] = useState<string | undefined>();
    return (
      <FileDropZone
        {...args}
        errorMessage={error}
        onFiles={(accepted, rejected) => {
          args.onFiles?.(accepted, rejected);
          setError(rejected.length > 0 ? 'This file type is not allowed' : undefined);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvasElement.querySelector('[data-slot="file-drop-zone-error"]');
    await expect(message).toHaveAttribute('aria-live', 'polite');
    await expect(message).toBeEmptyDOMElement();

    await userEvent.upload(fileInputs(canvasElement)[0] as HTMLInputElement, notes, { applyAccept: false });
    await expect(message).toHaveTextContent('This file type is not allowed');
    await expect(zoneIn(canvasElement)).toHaveAttribute('data-invalid');
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription(
      'This file type is not allowed',
    );

    await userEvent.upload(fileInputs(canvasElement)[0] as HTMLInputElement, track);
    await expect(message).toBeEmptyDOMElement();
    await expect(zoneIn(canvasElement)).not.toHaveAttribute('data-invalid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const zone = zoneIn(canvasElement);
    await expect(zone).toHaveAttribute('data-disabled');
    await expect(within(canvasElement).getByRole('button', { name: 'Choose files' })).toBeDisabled();
    dragFilesOver(zone);
    await expect(zone).not.toHaveAttribute('data-drop-target');
  },
};

export const Mobile: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const zone = zoneIn(canvasElement);
    await expect(zone.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Dark: Story = {
  args: { errorMessage: '`demo.wav` exceeds maximum allowed size of 2 GB' },
  globals: { theme: 'dark' },
};
