// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Text } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { DropZone } from './DropZone';

/** The parts of a browser DataTransfer that React Aria reads, for files dropped from the desktop. */
function desktopFiles(files: File[]) {
  return {
    types: ['Files'],
    files,
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    effectAllowed: 'all',
    dropEffect: 'none',
    getData: () => '',
  };
}

describe('DropZone', () => {
  it('hands dropped files to onDropFiles, split by the accepted types', async () => {
    const onDropFiles = vi.fn();
    render(
      <DropZone acceptedFileTypes={['image/*']} onDropFiles={onDropFiles}>
        <Text slot="label">Drop an image here</Text>
      </DropZone>,
    );
    const zone = screen.getByText('Drop an image here').closest('[data-slot="drop-zone"]') as HTMLElement;
    const cover = new File(['<svg/>'], 'cover.svg', { type: 'image/svg+xml' });
    const track = new File(['ID3'], 'track.mp3', { type: 'audio/mpeg' });
    const dataTransfer = desktopFiles([cover, track]);

    fireEvent.dragEnter(zone, { dataTransfer, clientX: 1, clientY: 1 });
    fireEvent.dragOver(zone, { dataTransfer, clientX: 1, clientY: 1 });
    fireEvent.drop(zone, { dataTransfer, clientX: 1, clientY: 1 });

    await waitFor(() => expect(onDropFiles).toHaveBeenCalledWith([cover], [track]));
  });
});
