import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStoryFrame } from '../../storybook/ScreenStoryFrame';
import { findToast } from '../../users/storybook/find-toast';
import {
  catalogueListed,
  STORY_ALBUMS,
  STORY_ARTISTS,
  STORY_TRACK,
} from '../storybook/catalogue-story-server';
import { NewTrackPage } from './NewTrackPage';

/** The bodies `POST admin/tracks` was sent, newest last. */
let sent: Record<string, unknown>[] = [];

const created = http.post('*/api/v1/admin/tracks', async ({ request }) => {
  sent.push((await request.json()) as Record<string, unknown>);
  return HttpResponse.json({ track: { ...STORY_TRACK, id: 31, name: 'Night Ferry' } }, { status: 201 });
});

const meta = {
  title: 'Admin/Catalogue/NewTrackPage',
  component: NewTrackPage,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [created, catalogueListed('artists', STORY_ARTISTS), catalogueListed('albums', STORY_ALBUMS)],
    },
  },
  render: () => (
    <ScreenStoryFrame screens={{ '/admin/tracks/new': <NewTrackPage /> }} initialPath="/admin/tracks/new" />
  ),
  beforeEach: () => {
    sent = [];
    toast.dismiss();
  },
} satisfies Meta<typeof NewTrackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types a name and credits Neon Harbor, found by typing and picked by keyboard. */
async function fillNameAndArtist(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /Name/ }), 'Night Ferry');
  await userEvent.type(canvas.getByRole('combobox', { name: 'Add an artist' }), 'Neon');
  await waitFor(() =>
    expect(
      within(canvasElement.ownerDocument.body).getByRole('option', { name: 'Neon Harbor' }),
    ).toBeVisible(),
  );
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await expect(within(canvas.getByRole('group', { name: 'Artists' })).getByText('Neon Harbor')).toBeVisible();
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New track' })).toBeVisible();
    await expect(canvas.getByText('The track has no audio.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload the audio' })).toBeVisible();
    // A track that does not exist yet has no insights.
    await expect(canvas.queryByRole('link', { name: 'Insights' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to tracks' })).toHaveAttribute(
      'href',
      '/admin/tracks',
    );
  },
};

export const NeedsAnArtist: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Name/ }), 'Night Ferry');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Add at least one artist.')).toBeVisible();
    await expect(sent).toHaveLength(0);
  },
};

export const ShowsTheServersRefusalOfNoAudio: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/v1/admin/tracks', () =>
          HttpResponse.json(
            {
              message: 'Upload the audio of the track.',
              errors: { src: ['Upload the audio of the track.'] },
            },
            { status: 422 },
          ),
        ),
        catalogueListed('artists', STORY_ARTISTS),
        catalogueListed('albums', STORY_ALBUMS),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNameAndArtist(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const audio = canvas.getByRole('group', { name: 'Audio' });
    await expect(await within(audio).findByText('Upload the audio of the track.')).toBeVisible();
  },
};

export const AddsTheTrackAndGoesBackToTheList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNameAndArtist(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast(canvasElement, 'Track created')).toBeVisible();
    await expect(await canvas.findByRole('status', { name: 'Location' })).toHaveTextContent('/admin/tracks');
    await expect(sent[0]).toMatchObject({ name: 'Night Ferry', artist_ids: [1], album_id: null });
  },
};
