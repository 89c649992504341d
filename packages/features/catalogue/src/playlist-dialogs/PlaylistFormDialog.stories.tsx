import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Playlist } from '@tonearm/client/contract';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CatalogueStoryFrame } from '../storybook/CatalogueStoryFrame';
import { storyPlaylist } from '../storybook/playlist-story-data';
import { catalogueStoryData } from '../storybook/story-data';
import { createStoryPlayer } from '../storybook/story-player';
import { page, resetStoryPage } from '../storybook/story-support';
import { PlaylistFormDialog } from './PlaylistFormDialog';

const player = createStoryPlayer();
const saved = fn();
const sent: { path: string; body: unknown }[] = [];

const UPLOADED_URL = '/storage/files/Y292ZXJpbWFnZQ.png';
/** A 1x1 PNG's bytes, served for the uploaded cover. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

const fileEntry = (file: File | null) => ({
  fileEntry: {
    id: 41,
    name: file?.name ?? 'cover.png',
    file_name: 'Y292ZXJpbWFnZQ.png',
    file_size: file?.size ?? 0,
    mime: 'image/png',
    extension: 'png',
    type: 'image',
    parent_id: null,
    path: '41',
    disk_prefix: null,
    url: UPLOADED_URL,
    created_at: '2026-11-25T12:00:00.000000Z',
    updated_at: '2026-11-25T12:00:00.000000Z',
  },
});

/** The picture goes through the upload engine to the public disk; the form then sends its address. */
const uploadAnswered = http.post('/api/v1/file-entries', async ({ request }) => {
  const form = await request.formData();
  const file = form.get('file');
  sent.push({
    path: 'upload',
    body: { name: file instanceof File ? file.name : null, disk: form.get('disk') },
  });
  return HttpResponse.json(fileEntry(file instanceof File ? file : null), { status: 201 });
});

const savePlaylist =
  (path: string) =>
  async ({ request }: { request: Request }) => {
    const body = (await request.json()) as Partial<Playlist>;
    sent.push({ path, body });
    return HttpResponse.json(
      {
        playlist: storyPlaylist({
          ...body,
          image: body.image === undefined ? storyPlaylist().image : body.image,
        }),
      },
      { status: path === 'create' ? 201 : 200 },
    );
  };

interface DialogStoryProps {
  /** The playlist to edit; without it the dialog makes one. */
  playlist?: Playlist;
}

function DialogStory({ playlist }: DialogStoryProps) {
  return (
    <CatalogueStoryFrame data={catalogueStoryData()} player={player.store}>
      <PlaylistFormDialog
        isOpen
        onOpenChange={() => undefined}
        {...(playlist ? { playlist } : {})}
        onSaved={saved}
      />
    </CatalogueStoryFrame>
  );
}

const meta = {
  title: 'Catalogue/Playlist form dialog',
  component: DialogStory,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: {
        upload: uploadAnswered,
        served: http.get('/storage/files/:name', () =>
          HttpResponse.arrayBuffer(PNG_BYTES.buffer, { headers: { 'Content-Type': 'image/png' } }),
        ),
        create: http.post('/api/v1/playlists', savePlaylist('create')),
        // The client sends PUT as POST with `_method` (doc 000 §7).
        update: http.post('/api/v1/playlists/5', savePlaylist('update')),
      },
    },
  },
  beforeEach: () => {
    resetStoryPage();
    player.reset();
    saved.mockReset();
    sent.length = 0;
  },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = (canvasElement: HTMLElement, name: string) =>
  page(canvasElement).findByRole('dialog', { name }, { timeout: 5000 });

const fileInput = (dialog: HTMLElement) => {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The cover file input is missing');
  return input;
};

const pickedFile = (name: string, type: string, size = PNG_BYTES.length) =>
  new File([size === PNG_BYTES.length ? PNG_BYTES : new Uint8Array(size)], name, { type });

export const NewPlaylistWithCover: Story = {
  name: 'A new playlist gets the cover uploaded in the dialog',
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'New playlist');
    const cover = within(dialog).getByRole('group', { name: 'Cover' });
    await expect(within(cover).queryByRole('img', { name: 'Cover' })).toBeNull();
    await expect(within(cover).queryByRole('button', { name: 'Remove image' })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Night drive');
    await userEvent.upload(fileInput(dialog), pickedFile('cover.png', 'image/png'));
    const image = await within(cover).findByRole('img', { name: 'Cover' });
    await expect(image).toHaveAttribute('src', UPLOADED_URL);
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBe(1));
    await expect(sent).toEqual([{ path: 'upload', body: { name: 'cover.png', disk: 'public' } }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    await expect(sent[1]).toEqual({
      path: 'create',
      body: {
        name: 'Night drive',
        description: null,
        public: true,
        collaborative: false,
        image: UPLOADED_URL,
      },
    });
  },
};

export const ShowsUploadProgress: Story = {
  name: 'Shows the upload in progress and waits for it before saving',
  parameters: {
    msw: { handlers: { upload: http.post('/api/v1/file-entries', () => delay('infinite')) } },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'New playlist');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Night drive');
    await userEvent.upload(fileInput(dialog), pickedFile('cover.png', 'image/png'));
    await expect(await within(dialog).findByRole('progressbar', { name: 'Uploading image' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

export const ReplaceCover: Story = {
  name: 'Editing replaces the cover and sends the new one on Save',
  args: { playlist: storyPlaylist() },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Edit playlist');
    const cover = within(dialog).getByRole('group', { name: 'Cover' });
    await expect(within(cover).getByRole('img', { name: 'Cover' })).toHaveAttribute(
      'src',
      storyPlaylist().image,
    );
    await userEvent.upload(fileInput(dialog), pickedFile('new-cover.png', 'image/png'));
    await waitFor(() =>
      expect(within(cover).getByRole('img', { name: 'Cover' })).toHaveAttribute('src', UPLOADED_URL),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith(expect.objectContaining({ image: UPLOADED_URL })));
    await expect(sent.at(-1)).toEqual({
      path: 'update',
      body: {
        name: 'Late drive',
        description: 'Songs for the long way home.',
        public: false,
        collaborative: true,
        image: UPLOADED_URL,
      },
    });
  },
};

export const RemoveCover: Story = {
  name: 'Removing the cover shows the placeholder and sends none',
  args: { playlist: storyPlaylist() },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Edit playlist');
    const cover = within(dialog).getByRole('group', { name: 'Cover' });
    await userEvent.click(within(cover).getByRole('button', { name: 'Remove image' }));
    await expect(within(cover).queryByRole('img', { name: 'Cover' })).toBeNull();
    await expect(within(cover).queryByRole('button', { name: 'Remove image' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    await expect(sent).toEqual([{ path: 'update', body: expect.objectContaining({ image: null }) }]);
  },
};

export const RefusesAnImageOver2MB: Story = {
  name: 'Refuses an image over 2 MB and keeps the rest of the form',
  args: { playlist: storyPlaylist() },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Edit playlist');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Road trip');
    await userEvent.upload(fileInput(dialog), pickedFile('huge.png', 'image/png', 2 * 1024 * 1024 + 1));
    const message = '`huge.png` exceeds maximum allowed size of 2 MB';
    await expect(await within(dialog).findByText(message)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Upload image' })).toHaveAccessibleDescription(
      message,
    );
    await expect(name).toHaveValue('Road trip');
    await expect(sent).toEqual([]);
  },
};

export const RefusesAFileThatIsNotAnImage: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'New playlist');
    // The picker's filter is only a hint: a user can switch it to all files.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(dialog), pickedFile('notes.txt', 'text/plain'));
    await expect(await within(dialog).findByText('This file type is not allowed')).toBeVisible();
    await expect(sent).toEqual([]);
  },
};

export const UploadFails: Story = {
  name: "A failed upload shows the server's message and keeps the form",
  parameters: {
    msw: {
      handlers: {
        upload: http.post('/api/v1/file-entries', () =>
          HttpResponse.json(
            { message: 'The file could not be stored.', errors: { file: ['The file could not be stored.'] } },
            { status: 422 },
          ),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'New playlist');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Night drive');
    await userEvent.upload(fileInput(dialog), pickedFile('cover.png', 'image/png'));
    await expect(await within(dialog).findByText('The file could not be stored.')).toBeVisible();
    await expect(name).toHaveValue('Night drive');
    await expect(within(dialog).queryByRole('img', { name: 'Cover' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    await expect(sent.at(-1)).toEqual({
      path: 'create',
      body: { name: 'Night drive', description: null, public: true, collaborative: false },
    });
  },
};

export const ServerRefusesTheCover: Story = {
  name: "The server's refusal of the cover shows on the cover field",
  args: { playlist: storyPlaylist() },
  parameters: {
    msw: {
      handlers: {
        update: http.post('/api/v1/playlists/5', () =>
          HttpResponse.json(
            {
              message: 'The image field must be an image.',
              errors: { image: ['The image field must be an image.'] },
            },
            { status: 422 },
          ),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Edit playlist');
    await userEvent.upload(fileInput(dialog), pickedFile('cover.png', 'image/png'));
    await within(dialog).findByRole('img', { name: 'Cover' });
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Cover' })).toHaveAttribute('src', UPLOADED_URL),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('The image field must be an image.')).toBeVisible();
    await expect(saved).not.toHaveBeenCalled();
  },
};
