import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending } from '../plans/storybook/plan-story-server';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { mobileViewport } from '../storybook/story-viewports';
import { FilesPage } from './FilesPage';
import { fileBytes, filesDeleted, filesListed } from './storybook/files-story-server';

const PATH = '*/api/v1/admin/file-entries';

const meta = {
  title: 'Admin/Files/FilesPage',
  component: FilesPage,
  parameters: { layout: 'fullscreen', msw: { handlers: [filesListed(), filesDeleted(), ...fileBytes()] } },
  render: () => <ScreenStoryFrame screens={{ '/admin/files': <FilesPage /> }} initialPath="/admin/files" />,
  // A toast left by the last story would hold this story's behind it.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof FilesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Files' });
const rowOf = async (canvasElement: HTMLElement, name: string) => {
  const table = await grid(canvasElement);
  return (await within(table).findByRole('rowheader', { name: new RegExp(name) })).closest(
    '[role="row"]',
  ) as HTMLElement;
};

export const Files: Story = {
  play: async ({ canvasElement }) => {
    const cover = await rowOf(canvasElement, 'Night drive cover.png');
    await expect(cover).toHaveTextContent('Image');
    await expect(cover).toHaveTextContent('Public');
    await expect(cover).toHaveTextContent('Ann Lee');
    await expect(cover).toHaveTextContent('In use');
    const demo = await rowOf(canvasElement, 'Demo take 2.mp3');
    await expect(demo).toHaveTextContent('5 MB');
    await expect(demo).toHaveTextContent('bo@example.com');
    await expect(demo).toHaveTextContent('Nothing refers to it');
    const kit = await rowOf(canvasElement, 'Press kit.pdf');
    await expect(kit).toHaveTextContent('In the trash');
    await expect(kit).toHaveTextContent('Deleted user');
    // A PDF has no preview; images and audio do.
    await expect(within(kit).queryByRole('button', { name: /^Preview/ })).toBeNull();
    await expect(within(canvasElement).getByText('Drop files here to upload them')).toBeVisible();
  },
};

export const FilteredToUnreferenced: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'Night drive cover.png');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: /^In use/ }));
    const editor = await body(canvasElement).findByRole('dialog', { name: 'In use' });
    await userEvent.click(within(editor).getByRole('button', { name: /In use/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Nothing refers to it' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    const table = await grid(canvasElement);
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: /Night drive/ })).toBeNull());
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
  },
};

export const ImagePreview: Story = {
  play: async ({ canvasElement }) => {
    const cover = await rowOf(canvasElement, 'Night drive cover.png');
    const button = within(cover).getByRole('button', { name: 'Preview Night drive cover.png' });
    await userEvent.click(button);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Night drive cover.png' });
    await expect(within(dialog).getByRole('img', { name: 'Night drive cover.png' })).toHaveAttribute(
      'src',
      '/storage/files/c0ver.png',
    );
    await expect(dialog).toHaveTextContent('image/png');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const AudioPreview: Story = {
  play: async ({ canvasElement }) => {
    const demo = await rowOf(canvasElement, 'Demo take 2.mp3');
    await userEvent.click(within(demo).getByRole('button', { name: 'Preview Demo take 2.mp3' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Demo take 2.mp3' });
    const player = dialog.querySelector('audio');
    await expect(player).toHaveAttribute('src', '/api/v1/file-entries/2/file');
    await expect(player).toHaveAttribute('controls');
  },
};

export const DeleteForeverConfirm: Story = {
  parameters: (() => {
    const sent: unknown[] = [];
    return { sent, msw: { handlers: [filesListed(), filesDeleted(sent), ...fileBytes()] } };
  })(),
  play: async ({ canvasElement, parameters }) => {
    const demo = await rowOf(canvasElement, 'Demo take 2.mp3');
    await userEvent.click(within(demo).getByRole('button', { name: 'Delete Demo take 2.mp3' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete “Demo take 2.mp3”?' });
    await expect(within(dialog).getByRole('button', { name: 'Move to trash' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Delete forever' }));
    await expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    await expect(
      await body(canvasElement).findByText('Deleted 1 file forever', {
        selector: '[data-slot="toast-message"]',
      }),
    ).toBeVisible();
    await expect((parameters as { sent: unknown[] }).sent).toEqual([{ entryIds: [2], deleteForever: true }]);
  },
};

export const BulkMoveToTrash: Story = {
  parameters: (() => {
    const sent: unknown[] = [];
    return { sent, msw: { handlers: [filesListed(), filesDeleted(sent), ...fileBytes()] } };
  })(),
  play: async ({ canvasElement, parameters }) => {
    const table = await grid(canvasElement);
    await rowOf(canvasElement, 'Night drive cover.png');
    const boxes = within(table).getAllByRole('checkbox');
    await userEvent.click(boxes[1] as HTMLElement);
    await userEvent.click(boxes[2] as HTMLElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete 2 files?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to trash' }));
    await expect(
      await body(canvasElement).findByText('Moved 2 files to the trash', {
        selector: '[data-slot="toast-message"]',
      }),
    ).toBeVisible();
    await expect((parameters as { sent: unknown[] }).sent).toEqual([
      { entryIds: [3, 2], deleteForever: false },
    ]);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [filesListed([])] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No file has been uploaded yet' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending(PATH)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing(PATH)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The files could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await rowOf(canvasElement, 'Night drive cover.png');
    await expect(within(table).queryByRole('columnheader', { name: 'Uploader' })).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
