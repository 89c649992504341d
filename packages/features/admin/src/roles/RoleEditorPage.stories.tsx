import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../permission-editor/storybook/story-viewports';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { RoleEditorPage } from './RoleEditorPage';
import {
  artistRoleAnswered,
  artistRoleRefused,
  artistRoleSaved,
  candidatesAnswered,
  catalogueAnswered,
  failing,
  membersAnswered,
  membersChanged,
  pending,
  roleCreated,
} from './storybook/role-story-server';

const editArtist = (
  <ScreenStoryFrame
    screens={{ '/admin/roles/:roleId/edit': <RoleEditorPage /> }}
    initialPath="/admin/roles/4/edit"
  />
);

const meta = {
  title: 'Admin/Roles/RoleEditorPage',
  component: RoleEditorPage,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        catalogueAnswered,
        artistRoleAnswered,
        artistRoleSaved,
        membersAnswered,
        candidatesAnswered,
        ...membersChanged,
      ],
    },
  },
  // A toast of the story before must not be taken for one of this story's.
  beforeEach: () => {
    toast.dismiss();
  },
  render: () => editArtist,
} satisfies Meta<typeof RoleEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const findToast = (canvasElement: HTMLElement, message: string) =>
  body(canvasElement).findByText(message, { selector: '[data-slot="toast-message"]' });

export const NewRole: Story = {
  parameters: { msw: { handlers: [catalogueAnswered, roleCreated] } },
  render: () => (
    <ScreenStoryFrame screens={{ '/admin/roles/new': <RoleEditorPage /> }} initialPath="/admin/roles/new" />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New role' })).toBeVisible();
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    // A new role has no members yet: no Members tab.
    await expect(canvas.queryByRole('tab', { name: 'Members' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'admin');
    await userEvent.click(save);
    await expect(await canvas.findByText('Another role already has this name.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    await userEvent.clear(canvas.getByRole('textbox', { name: /Name/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Curators');
    await userEvent.click(canvas.getByRole('tab', { name: 'Permissions' }));
    await userEvent.click(canvas.getByRole('button', { name: /Files/ }));
    await userEvent.click(canvas.getByRole('switch', { name: /Manage files/ }));
    await userEvent.click(save);
    await expect(await canvas.findByRole('status', { name: 'Location' })).toHaveTextContent(
      '/admin/roles/9/edit',
    );
    await expect(await findToast(canvasElement, 'Role created')).toBeVisible();
  },
};

export const EmptyNameRefusedBeforeSending: Story = {
  parameters: { msw: { handlers: [catalogueAnswered] } },
  render: () => (
    <ScreenStoryFrame screens={{ '/admin/roles/new': <RoleEditorPage /> }} initialPath="/admin/roles/new" />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: /Default role/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The name field is required.')).toBeVisible();
  },
};

export const EditRoleAndItsLimits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit “artist” role' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('artist');
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    // Keyboard: arrows move between tabs.
    canvas.getByRole('tab', { name: 'Details' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Permissions' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /Music/ }));
    const minutes = canvas.getByRole('textbox', { name: 'Minutes' });
    await expect(minutes).toHaveValue('60');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '120');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(await findToast(canvasElement, 'Role updated')).toBeVisible();
    await waitFor(() => expect(save).toBeDisabled());
    await expect(canvas.getByRole('textbox', { name: 'Minutes' })).toHaveValue('120');
  },
};

export const PermissionRefusedByTheServer: Story = {
  parameters: {
    msw: { handlers: [catalogueAnswered, artistRoleAnswered, artistRoleRefused, membersAnswered] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Description/ }), ' and labels');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The minutes restriction must be a whole number of 0 or more, or empty.',
    );
    await expect(canvas.getByRole('tab', { name: 'Permissions' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Members: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Members' }));
    const list = await canvas.findByRole('list', { name: 'Members' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Ines Silva' }));
    await expect(await findToast(canvasElement, 'Ines Silva no longer has the artist role')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Add members' }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(
      within(dialog).getByRole('searchbox', { name: 'Find users by name or email' }),
    ).toHaveFocus();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Grace Hopper' }));
    await expect(await findToast(canvasElement, 'Grace Hopper now has the artist role')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const NoMatchingMembers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // An unsaved change: Enter in the members' search must not save it.
    await userEvent.type(await canvas.findByRole('textbox', { name: /Description/ }), ' and labels');
    await userEvent.click(await canvas.findByRole('tab', { name: 'Members' }));
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search members' }), 'zzz{Enter}');
    await expect(await canvas.findByText('No matching members')).toBeVisible();
    // A save resets the form to what was stored, which disables Save: still enabled, the change is unsaved. (Not a
    // toast's absence: on a busy machine an earlier story's toast may still be leaving.)
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: /Description/, hidden: true })).toHaveValue(
      'Verified artists. and labels',
    );
  },
};

export const NoMembersYet: Story = {
  parameters: {
    msw: {
      handlers: [
        catalogueAnswered,
        artistRoleAnswered,
        http.get('*/api/v1/admin/roles/4/users', () =>
          HttpResponse.json({
            pagination: {
              current_page: 1,
              data: [],
              from: null,
              to: null,
              total: 0,
              per_page: 15,
              last_page: 1,
            },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Members' }));
    await expect(await canvas.findByText('Nobody has this role yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add members' })).toBeVisible();
  },
};

export const MembersLoadError: Story = {
  parameters: {
    msw: { handlers: [catalogueAnswered, artistRoleAnswered, failing('*/api/v1/admin/roles/4/users')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Members' }));
    await expect(await canvas.findByText('The members could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [catalogueAnswered, pending('*/api/v1/admin/roles/4')] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [catalogueAnswered, failing('*/api/v1/admin/roles/4')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The role could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Permissions' }));
    await userEvent.click(canvas.getByRole('button', { name: /Music/ }));
    await expect(canvas.getByRole('textbox', { name: 'Minutes' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
