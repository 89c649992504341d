import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { page, resetStoryPage } from '../../storybook/story-support';
import { WorkspaceStoryFrame } from '../storybook/WorkspaceStoryFrame';
import {
  albumAnswered,
  albumSaved,
  failing,
  notTheirs,
  workspaceAlbumUploads,
  workspaceStoryData,
} from '../storybook/workspace-story-data';
import { AlbumEditPage } from './AlbumEditPage';

const meta = {
  title: 'Backstage/Workspace/AlbumEditPage',
  component: AlbumEditPage,
  parameters: { layout: 'fullscreen', msw: { handlers: [...albumAnswered, albumSaved] } },
  render: () => <WorkspaceStoryFrame data={workspaceStoryData()} initialPath="/backstage/albums/21" />,
  beforeEach: resetStoryPage,
} satisfies Meta<typeof AlbumEditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('heading', { level: 1, name: 'Edit “Tidal Memory”' });

/** The album's tracks in the list's order, read from their drag handles' names. */
const trackNames = (canvasElement: HTMLElement) =>
  within(page(canvasElement).getByRole('grid', { name: 'Tracks' }))
    .getAllByRole('button', { name: /^Move / })
    .map((handle) => handle.getAttribute('aria-label')?.replace(/^Move /, ''));

/** Chooses audio files through the track drop zone's "Upload tracks" input; the artwork field has its own. */
async function choose(canvasElement: HTMLElement, names: string[]) {
  const zone = page(canvasElement)
    .getByRole('button', { name: 'Upload tracks' })
    .closest<HTMLElement>('[data-slot="file-drop-zone"]');
  const input = zone?.querySelector<HTMLInputElement>('input[type="file"]:not([webkitdirectory])');
  if (!input) throw new Error('The track drop zone has no file input');
  const files = names.map((name) => new File([new Uint8Array(64)], name, { type: 'audio/mpeg' }));
  await userEvent.upload(input, files, { applyAccept: false });
}

export const OwnAlbum: Story = {
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await heading(canvasElement);
    await expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('aria-current', 'page');
    await expect(screen.getByRole('link', { name: 'Insights' })).toHaveAttribute(
      'href',
      '/backstage/albums/21/insights',
    );
    await expect(trackNames(canvasElement)).toEqual(['Harbor Lights', 'Low Tide', 'Undertow']);
    // The admin's list is not the artist's to go back to.
    await expect(screen.queryByRole('link', { name: 'Back to albums' })).toBeNull();
  },
};

const uploadsIntoAlbum = workspaceAlbumUploads({ 'Night Drive.mp3': { title: 'Night Drive' } });

export const UploadsTracksIntoTheAlbum: Story = {
  parameters: { msw: { handlers: [...albumAnswered, albumSaved, ...uploadsIntoAlbum.handlers] } },
  // The recorded publishes are this run's alone.
  beforeEach: uploadsIntoAlbum.reset,
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await heading(canvasElement);
    await expect(screen.getByRole('button', { name: 'Upload tracks' })).toBeVisible();
    await choose(canvasElement, ['Night Drive.mp3']);
    await expect(await screen.findByText('1 track added to the album.')).toBeVisible();
    await waitFor(() =>
      expect(trackNames(canvasElement)).toEqual(['Harbor Lights', 'Low Tide', 'Undertow', 'Night Drive']),
    );
    await expect(uploadsIntoAlbum.published.map((body) => body.album_id)).toEqual([21]);
    await expect(uploadsIntoAlbum.published[0]?.tracks.map((track) => track.name)).toEqual(['Night Drive']);
  },
};

export const NotTheirs: Story = {
  parameters: { msw: { handlers: [notTheirs('*/api/v1/backstage/workspace/albums/21')] } },
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByRole('heading', {
        name: "Looks like you've found the doorway to the great nothing",
      }),
    ).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/backstage/workspace/albums/21')] } },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'The album could not be loaded' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
