import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminStoryData } from '../storybook/admin-story-data';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { mobileViewport } from '../storybook/story-viewports';
import { findToast } from '../users/storybook/find-toast';
import { catalogueListStates } from './storybook/catalogue-list-states';
import {
  catalogueDeleted,
  catalogueListed,
  deletionFilesAnswered,
  STORY_ARTISTS,
  STORY_TRACKS,
} from './storybook/catalogue-story-server';
import { TracksListPage } from './TracksListPage';

const meta = {
  title: 'Admin/Catalogue/TracksListPage',
  component: TracksListPage,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        catalogueListed('tracks', STORY_TRACKS),
        catalogueListed('artists', STORY_ARTISTS),
        deletionFilesAnswered('tracks'),
        catalogueDeleted('tracks'),
      ],
    },
  },
  render: () => (
    <ScreenStoryFrame screens={{ '/admin/tracks': <TracksListPage /> }} initialPath="/admin/tracks" />
  ),
  // A toast left by the last story would hold this story's behind it.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof TracksListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Tracks' });
const rowOf = async (table: HTMLElement, name: RegExp) =>
  (await within(table).findByRole('rowheader', { name })).closest('[role="row"]') as HTMLElement;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    const harbor = await rowOf(table, /Harbor Lights/);
    await expect(harbor).toHaveTextContent('Neon Harbor, Juno Vale');
    await expect(harbor).toHaveTextContent('Tidal Memory');
    await expect(harbor).toHaveTextContent('3:34');
    await expect(harbor).toHaveTextContent('12,408');
    await expect(await rowOf(table, /Paper Boats/)).toHaveTextContent('Single');
    await expect(within(canvasElement).getByText('1–3 of 3')).toBeVisible();
  },
};

export const RowActionsLeadToTheForm: Story = {
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Actions for Low Tide' }));
    await expect(await body(canvasElement).findByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/tracks/12/edit',
    );
    await expect(body(canvasElement).getByRole('menuitem', { name: 'Insights' })).toHaveAttribute(
      'href',
      '/admin/tracks/12/insights',
    );
  },
};

export const LyricsOpensTheTracksLyricsOrNewOnes: Story = {
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Actions for Harbor Lights' }),
    );
    await expect(await body(canvasElement).findByRole('menuitem', { name: 'Lyrics' })).toHaveAttribute(
      'href',
      '/admin/lyrics/5/edit',
    );
    await userEvent.keyboard('{Escape}');
    // Low Tide has no lyrics yet: the action opens new ones with the track chosen, reached by keyboard too.
    (await within(canvasElement).findByRole('button', { name: 'Actions for Low Tide' })).focus();
    await userEvent.keyboard('{Enter}');
    const lyrics = await body(canvasElement).findByRole('menuitem', { name: 'Lyrics' });
    await expect(lyrics).toHaveAttribute('href', '/admin/lyrics/new?track=12');
    await waitFor(() => expect(body(canvasElement).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(lyrics).toHaveFocus();
    await userEvent.keyboard('{Escape}');
  },
};

export const NoLyricsWithoutTheLyricsRight: Story = {
  render: () => (
    <ScreenStoryFrame
      screens={{ '/admin/tracks': <TracksListPage /> }}
      initialPath="/admin/tracks"
      data={adminStoryData({ permissions: ['admin.access', 'music.update'] })}
    />
  ),
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Actions for Low Tide' }));
    await expect(await body(canvasElement).findByRole('menuitem', { name: 'Insights' })).toBeVisible();
    await expect(body(canvasElement).queryByRole('menuitem', { name: 'Lyrics' })).toBeNull();
  },
};

export const NewTrackLinksToTheEmptyForm: Story = {
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'New track' })).toHaveAttribute(
      'href',
      '/admin/tracks/new',
    );
  },
};

export const DeleteNamesTheFilesByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
    (await within(canvasElement).findByRole('button', { name: 'Actions for Harbor Lights' })).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    // Delete is the menu's last item, whichever section items come before it.
    await userEvent.keyboard('{End}');
    await expect(body(canvasElement).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete “Harbor Lights”?' });
    const files = await within(dialog).findByRole('list', { name: 'These files are removed from storage:' });
    await expect(within(files).getByText('uploads/harbor-lights.flac')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(canvasElement, 'Track deleted')).toBeVisible();
  },
};

export const BulkDeleteNamesTheFiles: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await userEvent.click(within(await rowOf(table, /Harbor Lights/)).getByRole('checkbox'));
    await userEvent.click(within(await rowOf(table, /Low Tide/)).getByRole('checkbox'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete 2 tracks?' });
    await expect(await within(dialog).findByText('storage/albums/tidal-memory.jpg')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(canvasElement, '2 tracks deleted')).toBeVisible();
    await waitFor(() => expect(within(canvasElement).queryByText('2 selected')).toBeNull());
  },
};

export const FilteredByArtist: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await rowOf(table, /Paper Boats/);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: /Artist/ }));
    const editor = await body(canvasElement).findByRole('dialog', { name: 'Artist' });
    await userEvent.type(within(editor).getByRole('combobox'), 'Juno');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Juno Vale' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(2));
  },
};

const states = catalogueListStates('tracks');
export const Empty: Story = states.Empty;
export const NoMatch: Story = states.NoMatch;
export const Loading: Story = states.Loading;
export const LoadFailed: Story = states.LoadFailed;

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await rowOf(table, /Harbor Lights/);
    await expect(within(table).queryByRole('columnheader', { name: 'Album' })).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
