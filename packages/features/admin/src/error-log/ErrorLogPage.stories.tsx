import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending } from '../plans/storybook/plan-story-server';
import { adminStoryData } from '../storybook/admin-story-data';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { mobileViewport } from '../storybook/story-viewports';
import { ErrorLogPage } from './ErrorLogPage';
import { logEntriesListed, logFileDeleted, logFilesListed } from './storybook/error-log-story-server';

const meta = {
  title: 'Admin/Logs/ErrorLogPage',
  component: ErrorLogPage,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [logFilesListed(), logEntriesListed(), logFileDeleted()] },
  },
  render: () => (
    <ScreenStoryFrame screens={{ '/admin/logs/error': <ErrorLogPage /> }} initialPath="/admin/logs/error" />
  ),
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ErrorLogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Error log' });
const entryRow = async (canvasElement: HTMLElement, message: RegExp) =>
  (await within(await grid(canvasElement)).findByRole('rowheader', { name: message })).closest(
    '[role="row"]',
  ) as HTMLElement;

export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const failed = await entryRow(canvasElement, /Cannot read properties/);
    await expect(failed).toHaveTextContent('TypeError');
    await expect(failed).toHaveTextContent('POST http://localhost:3000/api/v1/tracks');
    await entryRow(canvasElement, /did not answer in time/);
    await expect(canvas.getByRole('button', { name: /Log file/ })).toHaveTextContent(
      'tonearm-2026-11-26.log',
    );
    await expect(canvas.getByRole('link', { name: 'Download tonearm-2026-11-26.log' })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/v1/logs/error/tonearm-2026-11-26.log/download'),
    );
  },
};

export const StackFrames: Story = {
  play: async ({ canvasElement }) => {
    const failed = await entryRow(canvasElement, /Cannot read properties/);
    const view = within(failed).getByRole('button', { name: /^View the stack trace of/ });
    await userEvent.click(view);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'TypeError' });
    const frames = within(dialog).getByRole('list', { name: 'Stack frames (4)' });
    await expect(frames).toHaveTextContent('apps/server/src/catalogue/save-track.ts');
    await expect(frames).toHaveTextContent('saveTrack');
    // Node internals and dependencies are folded until asked for.
    await expect(within(dialog).getByRole('button', { name: /Expand vendor frames/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(view).toHaveFocus();
  },
};

export const EntryWithoutFrames: Story = {
  play: async ({ canvasElement }) => {
    const timeout = await entryRow(canvasElement, /did not answer in time/);
    await userEvent.click(within(timeout).getByRole('button', { name: /^View the stack trace of/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Error' });
    await expect(dialog).toHaveTextContent('This entry has no stack frames.');
    await expect(dialog).toHaveTextContent('Guest');
  },
};

export const OtherFileByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await entryRow(canvasElement, /Cannot read properties/);
    const picker = within(canvasElement).getByRole('button', { name: /Log file/ });
    picker.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(
      await body(canvasElement).findByRole('option', { name: /tonearm-2026-11-25\.log/ }),
    );
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'This log file has no entries' }),
    ).toBeVisible();
  },
};

export const DeleteFileConfirm: Story = {
  parameters: (() => {
    const sent: string[] = [];
    return { sent, msw: { handlers: [logFilesListed(), logEntriesListed(), logFileDeleted(sent)] } };
  })(),
  play: async ({ canvasElement, parameters }) => {
    await entryRow(canvasElement, /Cannot read properties/);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete file' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Delete tonearm-2026-11-26.log?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await body(canvasElement).findByText('Deleted tonearm-2026-11-26.log', {
        selector: '[data-slot="toast-message"]',
      }),
    ).toBeVisible();
    await expect((parameters as { sent: string[] }).sent).toEqual(['tonearm-2026-11-26.log']);
  },
};

export const WithoutPermissionToDelete: Story = {
  render: () => (
    <ScreenStoryFrame
      screens={{ '/admin/logs/error': <ErrorLogPage /> }}
      initialPath="/admin/logs/error"
      data={adminStoryData({ permissions: ['admin.access', 'logs.view'] })}
    />
  ),
  play: async ({ canvasElement }) => {
    await entryRow(canvasElement, /Cannot read properties/);
    await expect(within(canvasElement).queryByRole('button', { name: 'Delete file' })).toBeNull();
  },
};

export const NoLogsYet: Story = {
  parameters: { msw: { handlers: [logFilesListed([])] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No error has been logged yet' }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /Log file/ })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('*/api/v1/admin/logs/error')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/admin/logs/error')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'The error log could not be loaded' }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await entryRow(canvasElement, /Cannot read properties/);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
