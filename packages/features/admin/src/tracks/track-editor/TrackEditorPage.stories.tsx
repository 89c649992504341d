import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending } from '../../plans/storybook/plan-story-server';
import { ScreenStoryFrame } from '../../storybook/ScreenStoryFrame';
import { mobileViewport } from '../../storybook/story-viewports';
import { findToast } from '../../users/storybook/find-toast';
import {
  catalogueListed,
  STORY_ALBUMS,
  STORY_ARTISTS,
  storyTrackAnswered,
  storyTrackRefused,
  storyTrackSaved,
} from '../storybook/catalogue-story-server';
import { TrackEditorPage } from './TrackEditorPage';

const meta = {
  title: 'Admin/Catalogue/TrackEditorPage',
  component: TrackEditorPage,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        storyTrackAnswered,
        storyTrackSaved,
        catalogueListed('artists', STORY_ARTISTS),
        catalogueListed('albums', STORY_ALBUMS),
      ],
    },
  },
  render: () => (
    <ScreenStoryFrame
      screens={{ '/admin/tracks/:trackId/edit': <TrackEditorPage /> }}
      initialPath="/admin/tracks/11/edit"
    />
  ),
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof TrackEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Edit “Harbor Lights”' });

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Harbor Lights');
    const artists = canvas.getByRole('group', { name: 'Artists' });
    await expect(within(artists).getAllByRole('listitem')[0]).toHaveTextContent('Neon HarborPrimary');
    await expect(within(artists).getAllByRole('listitem')[1]).toHaveTextContent('Juno ValeFeatured');
    await expect(canvas.getByRole('combobox', { name: 'Album' })).toHaveValue('Tidal Memory');
    await expect(canvas.getByRole('textbox', { name: 'Duration' })).toHaveValue('3:34');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Insights' })).toHaveAttribute(
      'href',
      '/admin/tracks/11/insights',
    );
  },
};

export const MakesAFeaturedArtistPrimaryAndSaves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Make primary: Juno Vale' }));
    const artists = canvas.getByRole('group', { name: 'Artists' });
    await expect(within(artists).getAllByRole('listitem')[0]).toHaveTextContent('Juno ValePrimary');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Tags' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tags' }), 'Coast, Dusk');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await findToast(canvasElement, 'Track updated')).toBeVisible();
    // Saved, the form goes back to the list.
    await expect(await within(canvasElement).findByRole('status', { name: 'Location' })).toHaveTextContent(
      '/admin/tracks',
    );
  },
};

export const RefusesABadDuration: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const duration = canvas.getByRole('textbox', { name: 'Duration' });
    await userEvent.clear(duration);
    await userEvent.type(duration, 'soon');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Give the duration as m:ss, like 3:25.')).toBeVisible();
    await waitFor(() => expect(duration).toHaveFocus());
  },
};

export const ShowsTheServersRefusalOnTheArtists: Story = {
  parameters: {
    msw: {
      handlers: [
        storyTrackAnswered,
        storyTrackRefused,
        catalogueListed('artists', STORY_ARTISTS),
        catalogueListed('albums', STORY_ALBUMS),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), '!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The selected artist is invalid.')).toBeVisible();
  },
};

/** A 1×1 PNG, as a picked file. */
const picture = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        ),
        (char) => char.charCodeAt(0),
      ),
    ],
    'cover.png',
    { type: 'image/png' },
  );

export const PickedArtworkOpensTheCropStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    const artwork = canvas.getByRole('group', { name: 'Artwork' });
    const input = artwork.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('The artwork field has no file input');
    await userEvent.upload(input, picture());
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Crop the picture' })).toBeVisible();
    // Cancelled, nothing is uploaded and the form is as it was.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Crop the picture' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('*/api/v1/admin/tracks/11')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/admin/tracks/11')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The track could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
