import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { uploadPending } from '../../catalogue-import/storybook/import-story-server';
import { adminStoryData } from '../../storybook/admin-story-data';
import { ScreenStoryFrame } from '../../storybook/ScreenStoryFrame';
import { STORY_ALBUM } from '../../tracks/storybook/catalogue-story-server';
import { AlbumTracksField } from './AlbumTracksField';
import { AlbumTrackUploads } from './AlbumTrackUploads';
import type { AlbumTrackValue } from './album-form';
import { albumUploadServer } from './storybook/album-upload-story-server';
import { useAlbumTrackUploads } from './use-album-track-uploads';

/** The album form's tracks field for album 21, holding its uploads, as the form wires it. */
function TracksWithUploads() {
  const [tracks, setTracks] = useState<AlbumTrackValue[]>(() =>
    STORY_ALBUM.tracks.map(({ id, name, duration }) => ({ id, name, duration })),
  );
  const uploads = useAlbumTrackUploads(21, (track) => setTracks((current) => [...current, track]));
  return (
    <AlbumTracksField value={tracks} onChange={setTracks}>
      <AlbumTrackUploads state={uploads} />
    </AlbumTracksField>
  );
}

const meta = {
  title: 'Admin/Catalogue/AlbumTrackUploads',
  component: TracksWithUploads,
  parameters: { layout: 'fullscreen' },
  render: () => <ScreenStoryFrame screens={{ '/': <TracksWithUploads /> }} initialPath="/" />,
} satisfies Meta<typeof TracksWithUploads>;

export default meta;
type Story = StoryObj<typeof meta>;

const audio = (name: string, bytes = 64) => new File([new Uint8Array(bytes)], name, { type: 'audio/mpeg' });

/** Chooses files through the drop zone's "Upload tracks" input, in this order. */
async function choose(canvasElement: HTMLElement, files: (string | File)[]) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]:not([webkitdirectory])');
  if (!input) throw new Error('The drop zone has no file input');
  const chosen = files.map((file) => (typeof file === 'string' ? audio(file) : file));
  await userEvent.upload(input, chosen, { applyAccept: false });
}

/** The operator's bootstrap data with the uploading panel's largest file set to `maxSize` bytes. */
function withMaxSize(maxSize: number) {
  const data = adminStoryData();
  return { ...data, settings: { ...data.settings, uploads: { max_size: maxSize } } };
}

/** The album's tracks in the list's order, read from their drag handles' names. */
const trackNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('grid', { name: 'Tracks' }))
    .getAllByRole('button', { name: /^Move / })
    .map((handle) => handle.getAttribute('aria-label')?.replace(/^Move /, ''));

const stillUploading = albumUploadServer({ 'Night Drive.mp3': { title: 'Night Drive' } });

export const Uploading: Story = {
  // The file is still on its way: its upload never answers.
  parameters: { msw: { handlers: [uploadPending, ...stillUploading.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Upload tracks' })).toBeVisible();
    await choose(canvasElement, ['Night Drive.mp3']);
    const row = await canvas.findByRole('listitem', { name: 'Night Drive.mp3' });
    await expect(within(row).getByRole('progressbar', { name: 'Uploading' })).toBeVisible();
    await expect(trackNames(canvasElement)).toHaveLength(3);
  },
};

const oneRefused = albumUploadServer({
  'Night Drive.mp3': { title: 'Night Drive' },
  'Echo.mp3': { title: 'Echo', refusedInAlbum: 'The same audio is already published as “Echo”.' },
  'Notes.mp3': { title: 'Notes', unreadable: 'This file is not audio the server can read.' },
});

export const OneFailed: Story = {
  parameters: { msw: { handlers: oneRefused.handlers } },
  render: () => (
    <ScreenStoryFrame screens={{ '/': <TracksWithUploads /> }} initialPath="/" data={withMaxSize(1000)} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, ['Echo.mp3', 'Night Drive.mp3', 'Notes.mp3', audio('Live Set.mp3', 5000)]);
    const tooBig = await canvas.findByRole('listitem', { name: 'Live Set.mp3' });
    await expect(await within(tooBig).findByRole('alert')).toHaveTextContent(
      '`Live Set.mp3` exceeds maximum allowed size of',
    );
    const echo = await canvas.findByRole('listitem', { name: 'Echo.mp3' });
    await expect(await within(echo).findByRole('alert')).toHaveTextContent(
      'The same audio is already published as “Echo”.',
    );
    const notes = canvas.getByRole('listitem', { name: 'Notes.mp3' });
    await expect(await within(notes).findByRole('alert')).toHaveTextContent(
      'This file is not audio the server can read.',
    );
    // The others go on: the good file joins the album after its tracks.
    await waitFor(() => expect(trackNames(canvasElement).at(-1)).toBe('Night Drive'));
    await expect(canvas.queryByRole('listitem', { name: 'Night Drive.mp3' })).toBeNull();
    // Removing a failed row by keyboard keeps the other one.
    within(notes).getByRole('button', { name: 'Remove: Notes.mp3' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('listitem', { name: 'Notes.mp3' })).toBeNull();
    await expect(canvas.getByRole('listitem', { name: 'Echo.mp3' })).toBeVisible();
  },
};

const outOfOrder = albumUploadServer({
  // The first file chosen is read last: it still joins the album first.
  'c-first.mp3': { title: 'First Chosen', readAfter: 400 },
  'a-second.mp3': { title: 'Second Chosen', untagged: true },
  'b-third.mp3': { title: 'Third Chosen' },
});

export const Done: Story = {
  parameters: { msw: { handlers: outOfOrder.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, ['c-first.mp3', 'a-second.mp3', 'b-third.mp3']);
    await expect(
      await canvas.findByText('3 tracks added to the album.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(trackNames(canvasElement)).toEqual([
      'Harbor Lights',
      'Low Tide',
      'Undertow',
      'First Chosen',
      'Second Chosen',
      'Third Chosen',
    ]);
    await expect(canvas.queryByRole('list', { name: 'Uploads into the album' })).toBeNull();
    // A file without an artist tag is sent with none, so the server credits the album's artists.
    await expect(outOfOrder.published.map((body) => body.tracks[0]?.artists)).toEqual([
      ['Ana Lux'],
      [],
      ['Ana Lux'],
    ]);
    await expect(canvas.getByRole('button', { name: 'Move Second Chosen' })).toBeVisible();
  },
};
