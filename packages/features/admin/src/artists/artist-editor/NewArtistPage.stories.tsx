import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenStoryFrame } from '../../storybook/ScreenStoryFrame';
import { STORY_ARTIST } from '../../tracks/storybook/catalogue-story-server';
import { findToast } from '../../users/storybook/find-toast';
import { NewArtistPage } from './NewArtistPage';

/** The bodies `POST admin/artists` was sent, newest last. */
let sent: Record<string, unknown>[] = [];

const meta = {
  title: 'Admin/Catalogue/NewArtistPage',
  component: NewArtistPage,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        http.post('*/api/v1/admin/artists', async ({ request }) => {
          sent.push((await request.json()) as Record<string, unknown>);
          return HttpResponse.json(
            { artist: { ...STORY_ARTIST, id: 9, name: 'Salt Choir' } },
            { status: 201 },
          );
        }),
      ],
    },
  },
  render: () => (
    <ScreenStoryFrame
      screens={{ '/admin/artists/new': <NewArtistPage /> }}
      initialPath="/admin/artists/new"
    />
  ),
  beforeEach: () => {
    sent = [];
    toast.dismiss();
  },
} satisfies Meta<typeof NewArtistPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New artist' })).toBeVisible();
    // Albums are credited to an artist once it exists.
    await expect(canvas.queryByRole('heading', { name: 'Albums' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const AddsTheArtistByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Name/ });
    name.focus();
    await userEvent.keyboard('Salt Choir');
    await userEvent.click(canvas.getByRole('switch', { name: /Verified/ }));
    canvas.getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(canvasElement, 'Artist created')).toBeVisible();
    await expect(await canvas.findByRole('status', { name: 'Location' })).toHaveTextContent('/admin/artists');
    await expect(sent[0]).toMatchObject({ name: 'Salt Choir', verified: true, links: [], bio: null });
  },
};
