import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AdminAlbumPayload } from '@tonearm/client/contract';
import { toast } from '@tonearm/ui';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, overridden, pending } from '../../plans/storybook/plan-story-server';
import { ScreenStoryFrame } from '../../storybook/ScreenStoryFrame';
import { mobileViewport } from '../../storybook/story-viewports';
import {
  catalogueListed,
  STORY_ALBUM,
  STORY_ARTISTS,
  storyAlbumAnswered,
  storyAlbumSaved,
} from '../../tracks/storybook/catalogue-story-server';
import { findToast } from '../../users/storybook/find-toast';
import { AlbumEditorPage } from './AlbumEditorPage';
import { albumUploadServer } from './storybook/album-upload-story-server';

const meta = {
  title: 'Admin/Catalogue/AlbumEditorPage',
  component: AlbumEditorPage,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [storyAlbumAnswered, storyAlbumSaved, catalogueListed('artists', STORY_ARTISTS)] },
  },
  render: () => (
    <ScreenStoryFrame
      screens={{ '/admin/albums/:albumId/edit': <AlbumEditorPage /> }}
      initialPath="/admin/albums/21/edit"
    />
  ),
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof AlbumEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const trackList = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Tracks' });
const order = (list: HTMLElement) =>
  within(list)
    .getAllByRole('row')
    .map((row) => row.getAttribute('data-key'));

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit “Tidal Memory”' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Release date' })).toHaveValue('2026-03-14');
    await expect(order(await trackList(canvasElement))).toEqual(['11', '12', '14']);
  },
};

export const ReordersByKeyboardAndSaves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await trackList(canvasElement);
    await canvas.findByRole('button', { name: 'Move Undertow' });
    // Keyboard focus, as an admin tabbing in: React Aria starts a keyboard drag only then.
    await userEvent.click(within(list).getAllByRole('row')[2] as HTMLElement);
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    // React Aria offers each place between rows as a drop target named for it.
    const target = await within(list).findByRole('button', { name: /Insert before Harbor Lights/ });
    for (let step = 0; step < 6 && canvasElement.ownerDocument.activeElement !== target; step += 1) {
      await userEvent.keyboard('{ArrowUp}');
    }
    await expect(target).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(order(list)[0]).toBe('14'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast(canvasElement, 'Album updated')).toBeVisible();
    // Saved, the form goes back to the list.
    await expect(await within(canvasElement).findByRole('status', { name: 'Location' })).toHaveTextContent(
      '/admin/albums',
    );
  },
};

export const RemovesATrack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await trackList(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove: Low Tide' }));
    await expect(order(list)).toEqual(['11', '14']);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** The bodies `PUT admin/albums/21` was sent, newest last. */
const savedBodies: AdminAlbumPayload[] = [];
const uploadsIntoAlbum = albumUploadServer({ 'Night Drive.mp3': { title: 'Night Drive' } });

export const AddsATrackByUploadKeepingWhatWasTyped: Story = {
  parameters: {
    msw: {
      handlers: [
        storyAlbumAnswered,
        overridden('PUT', '*/api/v1/admin/albums/21', async ({ request }) => {
          const body = (await request.json()) as AdminAlbumPayload;
          savedBodies.push(body);
          return HttpResponse.json({ album: { ...STORY_ALBUM, name: body.name } });
        }),
        catalogueListed('artists', STORY_ARTISTS),
        ...uploadsIntoAlbum.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Tidal Memory (Deluxe)');
    // The artwork has a file input too: take the one beside "Upload tracks".
    const input = canvas
      .getByRole('button', { name: 'Upload tracks' })
      .closest('[data-slot="file-drop-zone"]')
      ?.querySelector<HTMLInputElement>('input[type="file"]:not([webkitdirectory])');
    if (!input) throw new Error('The tracks field has no file input');
    await userEvent.upload(input, [
      new File([new Uint8Array(64)], 'Night Drive.mp3', { type: 'audio/mpeg' }),
    ]);
    const list = await trackList(canvasElement);
    await waitFor(() => expect(order(list)).toEqual(['11', '12', '14', '801']));
    await expect(name).toHaveValue('Tidal Memory (Deluxe)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast(canvasElement, 'Album updated')).toBeVisible();
    await expect(savedBodies.at(-1)).toMatchObject({
      name: 'Tidal Memory (Deluxe)',
      track_ids: [11, 12, 14, 801],
    });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('*/api/v1/admin/albums/21')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/admin/albums/21')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'The album could not be loaded' }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await trackList(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
