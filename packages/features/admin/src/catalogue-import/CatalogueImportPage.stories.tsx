import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ADMIN_CATALOGUE_ENDPOINTS,
  CatalogueEndpointsProvider,
} from '../catalogue-editors/catalogue-endpoints';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { mobileViewport } from '../storybook/story-viewports';
import { CatalogueImportPage } from './CatalogueImportPage';
import {
  discarded,
  filesRead,
  nothingWaiting,
  oneWaiting,
  published,
  publishRefused,
  storyImport,
  uploadPending,
} from './storybook/import-story-server';

const meta = {
  title: 'Admin/Upload/CatalogueImportPage',
  component: CatalogueImportPage,
  parameters: { layout: 'fullscreen', msw: { handlers: [nothingWaiting] } },
  render: () => (
    <ScreenStoryFrame screens={{ '/admin/upload': <CatalogueImportPage /> }} initialPath="/admin/upload" />
  ),
} satisfies Meta<typeof CatalogueImportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const audio = (name: string) => new File([new Uint8Array(64)], name, { type: 'audio/mpeg' });

/** Chooses files through the drop zone's file input, as "Choose files" does. */
async function drop(canvasElement: HTMLElement, names: string[]) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The drop zone has no file input');
  await userEvent.upload(input, names.map(audio), { applyAccept: false });
}

const tagged = {
  'Night Drive.mp3': (id: number) => storyImport(id, 'Night Drive.mp3', { name: 'Night Drive', number: 2 }),
  'Headlights.mp3': (id: number) => storyImport(id, 'Headlights.mp3', { name: 'Headlights', number: 1 }),
  'Outro.mp3': (id: number) => storyImport(id, 'Outro.mp3', { name: 'Outro', number: 1, disc_number: 2 }),
};

export const Populated: Story = {
  parameters: { msw: { handlers: [nothingWaiting, ...filesRead(tagged), published, discarded] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Upload' });
    await drop(canvasElement, ['Night Drive.mp3', 'Headlights.mp3']);
    const night = await canvas.findByRole('listitem', { name: 'Night Drive.mp3' });
    await expect(await within(night).findByRole('textbox', { name: /Title/ })).toHaveValue('Night Drive');
    await expect(within(night).getByRole('textbox', { name: /Artists/ })).toHaveValue('Ana Lux');
    await expect(within(night).getByText('MP3 · 3:05 · 320 kbps')).toBeVisible();
    await expect(within(night).getByRole('textbox', { name: /Lyrics/ })).toHaveValue(
      '[00:01.00]Headlights on\n[00:02.50]Into the night',
    );
    await canvas.findByRole('listitem', { name: 'Headlights.mp3' });
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByRole('heading', { name: 'Published 2 tracks' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Night Drive' })).toHaveAttribute(
      'href',
      '/track/500/Night%20Drive',
    );
  },
};

export const AlbumInDiscAndTrackOrder: Story = {
  parameters: { msw: { handlers: [nothingWaiting, ...filesRead(tagged), published] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drop(canvasElement, ['Outro.mp3', 'Night Drive.mp3', 'Headlights.mp3']);
    for (const name of ['Outro.mp3', 'Night Drive.mp3', 'Headlights.mp3']) {
      await within(await canvas.findByRole('listitem', { name })).findByRole('textbox', { name: /Title/ });
    }
    await userEvent.click(canvas.getByRole('switch', { name: 'Make an album from these files' }));
    await expect(canvas.getByRole('textbox', { name: /Album name/ })).toHaveValue('Roads');
    const names = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(names).toEqual(['1. Headlights.mp3', '2. Night Drive.mp3', '3. Outro.mp3']);
    await expect(canvas.queryByText(/not audio/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish album' }));
    await expect(await canvas.findByRole('link', { name: 'Album: Roads' })).toBeVisible();
  },
};

export const Uploading: Story = {
  parameters: { msw: { handlers: [nothingWaiting, uploadPending] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drop(canvasElement, ['Night Drive.mp3']);
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
  },
};

export const DuplicateFlagged: Story = {
  parameters: {
    msw: {
      handlers: [
        nothingWaiting,
        ...filesRead({
          'Night Drive.mp3': (id) => ({
            ...storyImport(id, 'Night Drive.mp3'),
            duplicate_of: { kind: 'track', id: 12, name: 'Night Drive' },
          }),
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drop(canvasElement, ['Night Drive.mp3']);
    await expect(
      await canvas.findByText('The same audio is already published as “Night Drive”.'),
    ).toBeVisible();
  },
};

export const RefusedFormat: Story = {
  parameters: {
    msw: {
      handlers: [
        nothingWaiting,
        ...filesRead({
          'Lossless.m4a': () => ({
            status: 422,
            message:
              'ALAC (Apple Lossless) audio cannot be streamed to browsers. Convert it to MP3, AAC (M4A), Ogg Vorbis or Opus, FLAC or WAV and upload it again.',
          }),
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drop(canvasElement, ['Lossless.m4a']);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /ALAC \(Apple Lossless\) audio cannot be streamed/,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

export const PublishError: Story = {
  parameters: { msw: { handlers: [nothingWaiting, ...filesRead(tagged), publishRefused] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drop(canvasElement, ['Night Drive.mp3']);
    await canvas.findByRole('textbox', { name: /Title/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    const item = canvas.getByRole('listitem', { name: 'Night Drive.mp3' });
    await expect(await within(item).findByRole('alert')).toHaveTextContent(
      'The audio of Night Drive.mp3 is gone',
    );
  },
};

const publishedBody = fn();

/** An area that credits only the user's own artists (the backstage): they are picked, never typed. */
const ownArtistsOnly = {
  ...ADMIN_CATALOGUE_ENDPOINTS,
  picksArtists: true,
  async search(_http: unknown, _kind: 'artists' | 'albums', query: string) {
    const own = [
      { id: 7, name: 'Ana Lux' },
      { id: 8, name: 'Night Shift' },
    ];
    return own.filter((artist) => artist.name.toLowerCase().includes(query.toLowerCase()));
  },
};

export const ArtistsPickedFromOwn: Story = {
  name: 'Artists picked from the user’s own (backstage)',
  parameters: {
    msw: {
      handlers: [
        nothingWaiting,
        ...filesRead(tagged),
        // Notes the body and answers nothing, so the next handler answers.
        http.post('/api/v1/admin/catalogue-import/publish', async ({ request }) => {
          publishedBody(await request.clone().json());
        }),
        published,
      ],
    },
  },
  render: () => (
    <CatalogueEndpointsProvider endpoints={ownArtistsOnly}>
      <ScreenStoryFrame screens={{ '/admin/upload': <CatalogueImportPage /> }} initialPath="/admin/upload" />
    </CatalogueEndpointsProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drop(canvasElement, ['Night Drive.mp3']);
    const card = await canvas.findByRole('listitem', { name: 'Night Drive.mp3' });
    const artists = await within(card).findByRole('group', { name: 'Artists' });
    // The tags' name stays listed until removed; no free text is offered.
    await expect(within(artists).getByText('Ana Lux')).toBeVisible();
    await expect(within(card).queryByRole('textbox', { name: /^Artists/ })).toBeNull();
    await userEvent.click(within(artists).getByRole('button', { name: 'Remove: Ana Lux' }));
    await userEvent.type(within(artists).getByRole('combobox', { name: 'Add an artist' }), 'Night');
    // The choices open in a popover outside the story's root.
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Night Shift' }),
    );
    await expect(within(artists).getByText('Night Shift')).toBeVisible();
    // Focus stays in the picker, ready for another artist.
    await expect(within(artists).getByRole('combobox', { name: 'Add an artist' })).toHaveFocus();
    // The choice closes the list (after its exit animation), leaving the page usable.
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await canvas.findByRole('heading', { name: /^Published/ });
    await expect(publishedBody).toHaveBeenCalledWith(
      expect.objectContaining({ tracks: [expect.objectContaining({ artists: ['Night Shift'] })] }),
    );
  },
};

export const Mobile: Story = {
  ...mobileViewport,
  parameters: { ...mobileViewport.parameters, msw: { handlers: [nothingWaiting, ...filesRead(tagged)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drop(canvasElement, ['Night Drive.mp3']);
    await canvas.findByRole('textbox', { name: /Title/ });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const FolderWithACover: Story = {
  parameters: { msw: { handlers: [nothingWaiting, ...filesRead(tagged)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('The drop zone has no file input');
    const cover = new File([new Uint8Array(8)], 'cover.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, [audio('Night Drive.mp3'), cover], { applyAccept: false });
    await expect(await canvas.findByText('1 file that is not audio was left out.')).toBeVisible();
    await canvas.findByRole('listitem', { name: 'Night Drive.mp3' });
    await expect(canvas.queryByRole('listitem', { name: 'cover.jpg' })).toBeNull();
  },
};

export const WaitingFromEarlierVisit: Story = {
  parameters: { msw: { handlers: [oneWaiting, discarded] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const earlier = await canvas.findByRole('listitem', { name: 'Earlier.flac' });
    await expect(within(earlier).getByRole('textbox', { name: /Title/ })).toHaveValue('Earlier');
    await userEvent.click(within(earlier).getByRole('button', { name: 'Discard' }));
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};
