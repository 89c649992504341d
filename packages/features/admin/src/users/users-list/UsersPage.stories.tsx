import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../../permission-editor/storybook/story-viewports';
import { ScreenStoryFrame } from '../../storybook/ScreenStoryFrame';
import { findToast } from '../storybook/find-toast';
import {
  failing,
  pending,
  rolesAnswered,
  STORY_USER,
  userCreated,
  usersDeleted,
  usersEmpty,
  usersListed,
} from '../storybook/users-story-server';
import { UsersPage } from './UsersPage';

const meta = {
  title: 'Admin/Users/UsersPage',
  component: UsersPage,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [rolesAnswered, usersListed, userCreated, usersDeleted] },
  },
  render: () => <ScreenStoryFrame screens={{ '/admin/users': <UsersPage /> }} initialPath="/admin/users" />,
  // A toast left by the last story would hold this story's behind it.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof UsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const grid = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Users' });

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(16));
    await expect(within(canvasElement).getByText('1–15 of 18')).toBeVisible();
    const rowOf = (email: string) => within(table).getByText(email).closest('[role="row"]') as HTMLElement;
    await expect(within(rowOf('kemi.okafor@example.com')).getByText(/^Until /)).toBeVisible();
    await expect(within(rowOf('grace.hopper@example.com')).getByText('admin')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/v1/admin/users/export.csv'),
    );
  },
};

export const SearchExportsTheSameList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'hopper.2');
    await waitFor(() => expect(canvas.getByText('1–1 of 1')).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      expect.stringContaining('query=hopper.2'),
    );
  },
};

export const CreateUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add user' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(await within(dialog).findByText('Enter a valid email address.')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ines.silva@example.com');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'long enough');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'artist' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(await within(dialog).findByText('The email has already been taken.')).toBeVisible();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Email/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'new@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(await findToast(canvasElement, 'Created Ines Silva')).toBeVisible();
  },
};

export const SuspendFromRowActions: Story = {
  parameters: {
    msw: {
      handlers: [
        rolesAnswered,
        usersListed,
        http.post('*/api/v1/admin/users/10/suspend', () =>
          HttpResponse.json({ user: { ...STORY_USER, banned_at: '2026-11-26T10:00:00.000Z' } }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await userEvent.click(await within(table).findByRole('button', { name: 'Actions for Ines Silva' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Suspend' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Suspend “Ines Silva”' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await expect(await findToast(canvasElement, 'Ines Silva is suspended')).toBeVisible();
  },
};

export const BulkDelete: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(1));
    // The first checkbox selects the page; the second, the first row.
    await userEvent.click(within(table).getAllByRole('checkbox')[1] as HTMLElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', { name: 'Delete 1 user?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(canvasElement, 'Deleted 1 user')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [rolesAnswered, pending('*/api/v1/admin/users')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [rolesAnswered, usersEmpty] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No users yet' })).toBeVisible();
  },
};

export const NoMatch: Story = {
  parameters: { msw: { handlers: [rolesAnswered, usersEmpty] } },
  render: () => (
    <ScreenStoryFrame screens={{ '/admin/users': <UsersPage /> }} initialPath="/admin/users?query=nobody" />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No matching users' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('nobody');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [rolesAnswered, failing('*/api/v1/admin/users')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The users could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(16));
    // Only the key columns stay on a phone: the user, suspended and the actions.
    await expect(within(table).queryByRole('columnheader', { name: 'Created' })).toBeNull();
    await expect(within(table).getByRole('columnheader', { name: 'Suspended' })).toBeVisible();
  },
};
