import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ToastRegion } from './ToastRegion';
import { createToastApi } from './toast';
import { type ToastOptions, ToastQueue } from './use-toast-queue';

interface DemoProps {
  /** A toast already on screen when the story opens; kept until closed so it can be reviewed. */
  initial?: { message: string; options?: ToastOptions };
  position?: 'bottom-center' | 'bottom-right';
  /** The app router's navigate function, which the action link uses for in-app paths. */
  navigate?: (path: string) => void;
  /** What the 'Undo' action button of the 'Remove from playlist' toast runs. */
  onUndo?: () => void;
}

function ToastDemo({ initial, position, navigate = () => {}, onUndo = () => {} }: DemoProps) {
  const [queue] = useState(() => {
    const created = new ToastQueue();
    if (initial) created.show(initial.message, { duration: Number.POSITIVE_INFINITY, ...initial.options });
    return created;
  });
  const [toast] = useState(() => createToastApi(queue));
  return (
    <RouterProvider navigate={navigate}>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onPress={() => toast.positive('Playlist saved')}>
          Save playlist
        </Button>
        <Button variant="outline" onPress={() => toast.danger('There was an issue. Please try again.')}>
          Fail
        </Button>
        <Button variant="outline" onPress={() => toast.loading('Uploading 3 tracks')}>
          Upload
        </Button>
        <Button
          variant="outline"
          onPress={() =>
            toast.positive('Added to queue', { action: { label: 'View queue', href: '/queue' } })
          }
        >
          Add to queue
        </Button>
        <Button
          variant="outline"
          onPress={() =>
            toast.positive('Removed from playlist', { action: { label: 'Undo', onPress: onUndo } })
          }
        >
          Remove from playlist
        </Button>
        <ToastRegion queue={queue} {...(position ? { position } : {})} />
      </div>
    </RouterProvider>
  );
}

const meta = {
  title: 'Overlays/Toast',
  component: ToastDemo,
  parameters: { layout: 'padded' },
  args: { navigate: fn(), onUndo: fn() },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' });

export const Positive: Story = {
  args: { initial: { message: 'Playlist saved', options: { type: 'positive' } } },
  play: async ({ canvasElement }) => {
    const notifications = within(region(canvasElement));
    await expect(notifications.getByRole('status')).toHaveTextContent('Playlist saved');
    // Doc 000 §9: toasts are 288 to 500 px wide.
    const { width } = (
      region(canvasElement).querySelector('[data-slot="toast"]') as HTMLElement
    ).getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(288);
    await expect(width).toBeLessThanOrEqual(500);
    await expect(notifications.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const Danger: Story = {
  args: { initial: { message: 'There was an issue. Please try again.', options: { type: 'danger' } } },
  play: async ({ canvasElement }) => {
    const toastElement = region(canvasElement).querySelector('[data-slot="toast"]');
    await expect(toastElement).toHaveAttribute('data-type', 'danger');
  },
};

export const Loading: Story = {
  args: { initial: { message: 'Uploading 3 tracks', options: { type: 'loading' } } },
};

export const WithActionLink: Story = {
  args: {
    initial: { message: 'Added to queue', options: { action: { label: 'View queue', href: '/queue' } } },
  },
  play: async ({ canvasElement, args }) => {
    const link = within(region(canvasElement)).getByRole('link', { name: 'View queue' });
    await expect(link).toHaveAttribute('href', '/queue');
    await userEvent.click(link);
    await expect(args.navigate).toHaveBeenCalledWith('/queue', undefined);
    await waitFor(() => expect(region(canvasElement).querySelector('[data-slot="toast"]')).toBeNull());
  },
};

export const WithUndoButton: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove from playlist' }));
    const undo = within(region(canvasElement)).getByRole('button', { name: 'Undo' });
    await expect(within(region(canvasElement)).getByRole('status')).toHaveTextContent(
      'Removed from playlist',
    );
    await expect(undo.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await userEvent.click(undo);
    await expect(args.onUndo).toHaveBeenCalledOnce();
    await waitFor(() => expect(region(canvasElement).querySelector('[data-slot="toast"]')).toBeNull());
  },
};

export const BottomRight: Story = {
  args: { position: 'bottom-right', initial: { message: 'Link copied' } },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement)).toHaveAttribute('data-position', 'bottom-right');
  },
};

export const EmptyRegionStaysMounted: Story = {
  play: async ({ canvasElement }) => {
    const notifications = region(canvasElement);
    await expect(within(notifications).getByRole('status')).toBeEmptyDOMElement();
    await expect(notifications.querySelector('[data-slot="toast"]')).toBeNull();
  },
};

export const NewToastReplacesTheCurrentOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save playlist' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    const toasts = region(canvasElement).querySelectorAll('[data-slot="toast"]');
    await expect(toasts).toHaveLength(1);
    await expect(within(region(canvasElement)).getByRole('status')).toHaveTextContent(
      'There was an issue. Please try again.',
    );
  },
};

export const CloseButtonRestoresFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const upload = canvas.getByRole('button', { name: 'Upload' });
    upload.focus();
    await userEvent.keyboard('{Enter}');
    const close = within(region(canvasElement)).getByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region(canvasElement).querySelector('[data-slot="toast"]')).toBeNull());
    await waitFor(() => expect(upload.ownerDocument.activeElement).toBe(upload));
  },
};

export const LongMessageWrapsWithin500px: Story = {
  args: {
    initial: {
      message:
        'Your playlist could not be shared because one of its tracks is no longer available in your country. Remove it and try again.',
      options: { type: 'danger' },
    },
  },
  play: async ({ canvasElement }) => {
    const toastElement = region(canvasElement).querySelector('[data-slot="toast"]') as HTMLElement;
    await expect(toastElement.getBoundingClientRect().width).toBeLessThanOrEqual(500);
  },
};
