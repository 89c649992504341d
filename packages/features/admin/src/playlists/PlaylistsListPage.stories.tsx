import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AdminPlaylistCreatePayload } from '@tonearm/client/contract';
import { encodeListFilters } from '@tonearm/client/rules';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending } from '../plans/storybook/plan-story-server';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { PlaylistsListPage } from './PlaylistsListPage';
import {
  ownersFound,
  playlistCreated,
  playlistSaved,
  playlistsDeleted,
  playlistsListed,
} from './storybook/playlist-story-server';

/** The address each story opens. */
interface StoryArgs {
  initialPath: string;
}

// The bodies of the playlists the stories added.
const created: AdminPlaylistCreatePayload[] = [];

const meta = {
  title: 'Admin/Playlists/PlaylistsListPage',
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [playlistsListed(), playlistsDeleted, playlistSaved, ownersFound, playlistCreated(created)],
    },
  },
  args: { initialPath: '/admin/playlists' },
  render: ({ initialPath }) => (
    <ScreenStoryFrame screens={{ '/admin/playlists': <PlaylistsListPage /> }} initialPath={initialPath} />
  ),
  beforeEach: () => {
    toast.dismiss();
    created.length = 0;
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const findToast = (canvasElement: HTMLElement, message: string) =>
  body(canvasElement).findByText(message, { selector: '[data-slot="toast-message"]' });
const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Playlists' });
const rowOf = async (table: HTMLElement, name: RegExp) =>
  (await within(table).findByRole('rowheader', { name })).closest('[role="row"]') as HTMLElement;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    const office = await rowOf(table, /Office focus/);
    await expect(office).toHaveTextContent('grace@example.com');
    await expect(office).toHaveTextContent('17');
    await expect(within(canvasElement).getByText('1–3 of 3')).toBeVisible();
  },
};

export const FilteredToPublic: Story = {
  args: {
    initialPath: `/admin/playlists?filters=${encodeListFilters([{ key: 'public', operator: '=', value: true }])}`,
  },
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await expect(await rowOf(table, /Late drive/)).toBeVisible();
    await expect(within(table).queryByRole('rowheader', { name: /Office focus/ })).toBeNull();
  },
};

export const OpensItsPage: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Actions for Late drive' }),
    );
    const open = await body(canvasElement).findByRole('menuitem', { name: 'Open its page' });
    await expect(open).toHaveAttribute('href', '/playlist/1/late-drive');
  },
};

export const EditsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    (await within(canvasElement).findByRole('button', { name: 'Actions for Office focus' })).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit “Office focus”' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.clear(name);
    await userEvent.type(name, 'Deep focus');
    const visible = within(dialog).getByRole('switch', { name: 'Public' });
    await expect(visible).not.toBeChecked();
    await userEvent.click(visible);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await findToast(canvasElement, 'Playlist updated')).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const RefusesAnEmptyName: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(await grid(canvasElement)).findByRole('rowheader', { name: /Late drive/ }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit “Late drive”' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Give the playlist a name.')).toBeVisible();
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Actions for Sunday brunch' }),
    );
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', { name: 'Delete “Sunday brunch”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(canvasElement, 'Playlist deleted')).toBeVisible();
  },
};

export const AddsAPlaylistForTheOperator: Story = {
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add new playlist' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'New playlist' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveValue('');
    await expect(within(dialog).getByRole('combobox', { name: 'Owner' })).toHaveValue('Ada Admin');
    await expect(within(dialog).getByRole('switch', { name: 'Public' })).toBeChecked();
    await userEvent.type(name, 'Staff picks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expect(await findToast(canvasElement, 'Playlist added')).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(created).toEqual([
      {
        name: 'Staff picks',
        description: null,
        public: true,
        collaborative: false,
        image: null,
        owner_id: 1,
      },
    ]);
  },
};

export const AddsAPlaylistForAnotherOwnerByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
    within(canvasElement).getByRole('button', { name: 'Add new playlist' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'New playlist' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.keyboard('Office mix');
    const ownerField = within(dialog).getByRole('combobox', { name: 'Owner' });
    await userEvent.clear(ownerField);
    await userEvent.keyboard('gra');
    await body(canvasElement).findByRole('option', { name: /Grace/ });
    // The search answers as the operator types: choose once only the match is offered.
    await waitFor(() => expect(body(canvasElement).queryByRole('option', { name: /Ada/ })).toBeNull());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(ownerField).toHaveValue('Grace');
    // The list reloads for the chosen name; Escape closes it, keeping the choice and the dialog.
    await body(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await expect(ownerField).toHaveValue('Grace');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expect(await findToast(canvasElement, 'Playlist added')).toBeVisible();
    await expect(created[0]).toMatchObject({ name: 'Office mix', owner_id: 12 });
  },
};

export const NewPlaylistAsksForAName: Story = {
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add new playlist' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'New playlist' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expect(await within(dialog).findByText('Give the playlist a name.')).toBeVisible();
    await expect(created).toEqual([]);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [playlistsListed([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No playlists yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('*/api/v1/admin/playlists')] } },
  play: async ({ canvasElement }) => {
    await expect(await grid(canvasElement)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/admin/playlists')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The playlists could not be loaded')).toBeVisible();
  },
};
