import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStoryFrame } from '../../storybook/ScreenStoryFrame';
import { catalogueListed, STORY_ALBUM, STORY_ARTISTS } from '../../tracks/storybook/catalogue-story-server';
import { findToast } from '../../users/storybook/find-toast';
import { NewAlbumPage } from './NewAlbumPage';

/** The bodies `POST admin/albums` was sent, newest last. */
let sent: Record<string, unknown>[] = [];

const meta = {
  title: 'Admin/Catalogue/NewAlbumPage',
  component: NewAlbumPage,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.post('*/api/v1/admin/albums', async ({ request }) => {
          sent.push((await request.json()) as Record<string, unknown>);
          return HttpResponse.json(
            { album: { ...STORY_ALBUM, id: 41, name: 'First Frost' } },
            { status: 201 },
          );
        }),
        catalogueListed('artists', STORY_ARTISTS),
      ],
    },
  },
  render: () => (
    <ScreenStoryFrame screens={{ '/admin/albums/new': <NewAlbumPage /> }} initialPath="/admin/albums/new" />
  ),
  beforeEach: () => {
    sent = [];
    toast.dismiss();
  },
} satisfies Meta<typeof NewAlbumPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New album' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Insights' })).toBeNull();
    // Uploads publish into a stored album: a new one offers them once saved.
    await expect(canvas.getByText('Save the album to upload tracks into it.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Upload tracks' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to albums' })).toHaveAttribute(
      'href',
      '/admin/albums',
    );
  },
};

export const AddsTheAlbumAndGoesBackToTheList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Name/ }), 'First Frost');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Add an artist' }), 'Juno');
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body).getByRole('option', { name: 'Juno Vale' }),
      ).toBeVisible(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast(canvasElement, 'Album created')).toBeVisible();
    await expect(await canvas.findByRole('status', { name: 'Location' })).toHaveTextContent('/admin/albums');
    await expect(sent[0]).toMatchObject({ name: 'First Frost', artist_ids: [2], track_ids: [] });
  },
};

export const SavesAndOpensItsFormForUploads: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Name/ }), 'First Frost');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Add an artist' }), 'Juno');
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body).getByRole('option', { name: 'Juno Vale' }),
      ).toBeVisible(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and upload tracks' }));
    await expect(await findToast(canvasElement, 'Album created')).toBeVisible();
    // The stored album's form is where its tracks upload.
    await expect(await canvas.findByRole('status', { name: 'Location' })).toHaveTextContent(
      '/admin/albums/41/edit',
    );
    await expect(sent[0]).toMatchObject({ name: 'First Frost', artist_ids: [2], track_ids: [] });
  },
};

export const SaveAndUploadKeepsAnIncompleteForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Name/ }), 'First Frost');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and upload tracks' }));
    // No artist yet: the form says so and stays, with what was typed.
    await expect(await canvas.findByRole('textbox', { name: /Name/ })).toHaveValue('First Frost');
    await expect(canvas.getByRole('heading', { level: 1, name: 'New album' })).toBeVisible();
    await expect(sent).toHaveLength(0);
  },
};
