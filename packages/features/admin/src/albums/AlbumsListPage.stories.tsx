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
  STORY_ALBUMS,
  STORY_ARTISTS,
} from '../tracks/storybook/catalogue-story-server';
import { findToast } from '../users/storybook/find-toast';
import { AlbumsListPage } from './AlbumsListPage';

const meta = {
  title: 'Admin/Catalogue/AlbumsListPage',
  component: AlbumsListPage,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        catalogueListed('albums', STORY_ALBUMS),
        catalogueListed('artists', STORY_ARTISTS),
        deletionFilesAnswered('albums'),
        catalogueDeleted('albums'),
      ],
    },
  },
  render: () => (
    <ScreenStoryFrame screens={{ '/admin/albums': <AlbumsListPage /> }} initialPath="/admin/albums" />
  ),
  // A toast left by the last story would hold this story's behind it.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof AlbumsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Albums' });
const rowOf = async (table: HTMLElement, name: RegExp) =>
  (await within(table).findByRole('rowheader', { name })).closest('[role="row"]') as HTMLElement;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    const tidal = await rowOf(table, /Tidal Memory/);
    await expect(tidal).toHaveTextContent('Neon Harbor');
    await expect(tidal).toHaveTextContent('Mar 14, 2026');
    await expect(tidal).toHaveTextContent('15,528');
    await expect(await rowOf(table, /Quiet Fields/)).toHaveTextContent('Not set');
    await expect(within(canvasElement).getByText('1–2 of 2')).toBeVisible();
  },
};

export const DeleteNamesTheFiles: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Actions for Tidal Memory' }),
    );
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete “Tidal Memory”?' });
    await expect(within(dialog).getByText('The album and its tracks are deleted for good.')).toBeVisible();
    await expect(await within(dialog).findByText('storage/albums/tidal-memory.jpg')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(canvasElement, 'Album deleted')).toBeVisible();
  },
};

const states = catalogueListStates('albums');
export const Empty: Story = states.Empty;
export const NoMatch: Story = states.NoMatch;
export const Loading: Story = states.Loading;
export const LoadFailed: Story = states.LoadFailed;

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await rowOf(table, /Tidal Memory/);
    await expect(within(table).queryByRole('columnheader', { name: 'Plays' })).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
