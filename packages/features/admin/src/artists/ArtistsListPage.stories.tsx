import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { mobileViewport } from '../storybook/story-viewports';
import { catalogueListStates } from '../tracks/storybook/catalogue-list-states';
import {
  catalogueDeleted,
  catalogueListed,
  deletionFilesAnswered,
  STORY_ARTISTS,
} from '../tracks/storybook/catalogue-story-server';
import { findToast } from '../users/storybook/find-toast';
import { ArtistsListPage } from './ArtistsListPage';

const meta = {
  title: 'Admin/Catalogue/ArtistsListPage',
  component: ArtistsListPage,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        catalogueListed('artists', STORY_ARTISTS),
        deletionFilesAnswered('artists'),
        catalogueDeleted('artists'),
      ],
    },
  },
  render: () => (
    <ScreenStoryFrame screens={{ '/admin/artists': <ArtistsListPage /> }} initialPath="/admin/artists" />
  ),
  // A toast left by the last story would hold this story's behind it.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ArtistsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Artists' });
const rowOf = async (table: HTMLElement, name: RegExp) =>
  (await within(table).findByRole('rowheader', { name })).closest('[role="row"]') as HTMLElement;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    const neon = await rowOf(table, /Neon Harbor/);
    await expect(within(neon).getByText('Verified')).toBeVisible();
    await expect(neon).toHaveTextContent('15,528');
    await expect(await rowOf(table, /Juno Vale/)).toHaveTextContent('Not verified');
    await expect(within(canvasElement).getByText('1–2 of 2')).toBeVisible();
  },
};

export const DeleteNamesTheFiles: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Actions for Neon Harbor' }),
    );
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete “Neon Harbor”?' });
    await expect(within(dialog).getByText(/credited to no other artist/)).toBeVisible();
    await expect(await within(dialog).findByText('storage/albums/tidal-memory.jpg')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(canvasElement, 'Artist deleted')).toBeVisible();
  },
};

const states = catalogueListStates('artists');
export const Empty: Story = states.Empty;
export const NoMatch: Story = states.NoMatch;
export const Loading: Story = states.Loading;
export const LoadFailed: Story = states.LoadFailed;

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await rowOf(table, /Neon Harbor/);
    await expect(within(table).queryByRole('columnheader', { name: 'Plays' })).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
