import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../storybook/story-viewports';
import { UploadsStoryFrame, uploadsStoryData } from '../storybook/UploadsStoryFrame';
import { FilesPage } from './FilesPage';

const KB = 1024;

/** `POST file-entries` as the server answers a plain upload. */
const storedPlainUpload = http.post('*/api/v1/file-entries', async ({ request }) => {
  const form = await request.formData();
  const file = form.get('file');
  const size = file instanceof File ? file.size : 0;
  return HttpResponse.json(
    {
      fileEntry: {
        id: 41,
        name: file instanceof File ? file.name : 'file',
        url: 'api/v1/file-entries/41/file',
        file_size: size,
        mime: 'audio/wav',
        extension: 'wav',
        path: '41',
        updated_at: '2026-11-25T05:00:00.000000Z',
      },
    },
    { status: 201 },
  );
});

const meta = {
  title: 'Uploads/FilesPage',
  component: FilesPage,
  parameters: { layout: 'fullscreen', msw: { handlers: [storedPlainUpload] } },
  render: () => (
    <UploadsStoryFrame data={uploadsStoryData({ max_size: 64 * KB })}>
      <main>
        <FilesPage />
      </main>
    </UploadsStoryFrame>
  ),
} satisfies Meta<typeof FilesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]:not([webkitdirectory])');
  if (!input) throw new Error('The file input is missing');
  return input;
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
    await expect(canvas.getByText(/Up to 64 KB a file/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible();
    // Nothing queued yet: no empty panel.
    await expect(canvas.queryByRole('region', { name: 'Uploads' })).toBeNull();
  },
};

export const UploadsAndRefusesFiles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const take = new File([new Uint8Array(2 * KB)], 'Take 3.wav', { type: 'audio/wav' });
    const master = new File([new Uint8Array(80 * KB)], 'Master.wav', { type: 'audio/wav' });
    await userEvent.upload(fileInput(canvasElement), [take, master]);

    const panel = await canvas.findByRole('region', { name: 'Uploads' });
    // The file over the site's limit fails at once with the spec's message, and nothing of it is sent.
    await expect(within(panel).getByText('`Master.wav` exceeds maximum allowed size of 64 KB')).toBeVisible();
    // Sending it again could only be refused again, so there is no Retry for it.
    await expect(within(panel).queryByRole('button', { name: 'Retry Master.wav' })).toBeNull();
    await waitFor(() => expect(within(panel).getByText('Uploaded', { exact: true })).toBeVisible());
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Take 3.wav uploaded'));
    await expect(within(panel).getByRole('button', { name: /Uploads\s*1 of 2 uploaded/ })).toBeVisible();

    await userEvent.click(within(panel).getByRole('button', { name: 'Remove Master.wav' }));
    await expect(within(panel).queryByText('Master.wav')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Clear inactive uploads' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Uploads' })).toBeNull());
  },
};

export const Mobile: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [
      new File([new Uint8Array(KB)], 'A very long name for a demo recorded on the road.wav', {
        type: 'audio/wav',
      }),
    ]);
    const panel = await canvas.findByRole('region', { name: 'Uploads' });
    await waitFor(() => expect(within(panel).getByText('Uploaded', { exact: true })).toBeVisible());
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
