import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { mobileViewport } from '../responsive/story-viewports';
import { UploadQueuePanel } from './UploadQueuePanel';
import type { UploadQueueEntry } from './upload-queue-summary';

const MB = 1024 * 1024;

const queue: UploadQueueEntry[] = [
  { id: '1', name: 'Night Drive (master).wav', size: 48 * MB, bytesUploaded: 48 * MB, status: 'completed' },
  { id: '2', name: 'Harbour Lights.flac', size: 31.5 * MB, bytesUploaded: 12.6 * MB, status: 'inProgress' },
  { id: '3', name: 'Liner notes.pdf', size: 2 * MB, bytesUploaded: 0, status: 'pending' },
  {
    id: '4',
    name: 'Studio session with a very long file name that has to be cut short.aiff',
    size: 220 * MB,
    bytesUploaded: 40 * MB,
    status: 'failed',
    error: 'Upload timed out',
  },
  { id: '5', name: 'Demo.mp3', size: 4 * MB, bytesUploaded: 1 * MB, status: 'aborted' },
];

const meta = {
  title: 'Uploads/UploadQueuePanel',
  component: UploadQueuePanel,
  args: {
    uploads: queue,
    onCancel: fn(),
    onRetry: fn(),
    onRemove: fn(),
    onClearInactive: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[min(26rem,calc(100vw-2rem))]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadQueuePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Uploads' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Uploads\s*1 of 5 uploaded/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // Each running file's bar says how far it is in words; the overall bar leaves out the failed and cancelled.
    const bar = canvas.getByRole('progressbar', { name: 'Harbour Lights.flac' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40% · 12.6 MB of 31.5 MB');
    await expect(canvas.getByRole('progressbar', { name: 'Uploads' })).toHaveAttribute('aria-valuenow', '74');

    await expect(canvas.getByText('Upload timed out')).toBeVisible();
    const retry = canvas.getByRole('button', { name: /^Retry Studio session/ });
    await expect(retry).toHaveAccessibleDescription('Upload timed out');
  },
};

export const KeyboardReachesEachButton: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const retry = canvas.getByRole('button', { name: /^Retry Studio session/ });
    // The buttons each status allows, in reading order.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear inactive uploads' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClearInactive).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Night Drive (master).wav' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel Harbour Lights.flac' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onCancel).toHaveBeenCalledWith('2');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel Liner notes.pdf' })).toHaveFocus();
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledWith('4');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith('4');
  },
};

export const Collapses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('button', { name: /^Uploads/ });
    header.focus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('progressbar', { name: 'Harbour Lights.flac' })).toBeNull();
    // The whole queue's progress stays in sight while the list is folded away.
    await expect(canvas.getByRole('progressbar', { name: 'Uploads' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(header).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A queue that moves on as the buttons are pressed, to hear the polite announcements. */
export const AnnouncesCompletionAndFailure: Story = {
  args: { uploads: [] },
  render: (args) => {
    const [uploads, setUploads] = useState<UploadQueueEntry[]>([
      { id: 'a', name: 'Intro.mp3', size: 4 * MB, bytesUploaded: 3 * MB, status: 'inProgress' },
      { id: 'b', name: 'Outro.mp3', size: 6 * MB, bytesUploaded: 1 * MB, status: 'inProgress' },
    ]);
    const settle = (id: string, changes: Partial<UploadQueueEntry>) =>
      setUploads((current) =>
        current.map((upload) => (upload.id === id ? { ...upload, ...changes } : upload)),
      );
    return (
      <div className="flex flex-col gap-3">
        <UploadQueuePanel {...args} uploads={uploads} onClearInactive={undefined} />
        <div className="flex gap-2">
          <Button size="sm" onPress={() => settle('a', { status: 'completed', bytesUploaded: 4 * MB })}>
            Finish Intro
          </Button>
          <Button size="sm" onPress={() => settle('b', { status: 'failed', error: 'Upload timed out' })}>
            Fail Outro
          </Button>
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish Intro' }));
    await waitFor(() => expect(status).toHaveTextContent('Intro.mp3 uploaded'));
    await userEvent.click(canvas.getByRole('button', { name: 'Fail Outro' }));
    await waitFor(() => expect(status).toHaveTextContent('Outro.mp3 failed: Upload timed out'));
    await expect(canvas.queryByRole('button', { name: 'Clear inactive uploads' })).toBeNull();
  },
};

export const Translated: Story = {
  args: {
    uploads: queue.slice(1, 2),
    labels: {
      title: 'Téléversements',
      summary: ({ completed, total }) => `${completed} sur ${total}`,
      cancel: (name) => `Annuler ${name}`,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Téléversements' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Annuler Harbour Lights.flac' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const panel = within(canvasElement).getByRole('region', { name: 'Uploads' });
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
