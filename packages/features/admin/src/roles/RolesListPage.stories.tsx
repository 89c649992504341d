import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../permission-editor/storybook/story-viewports';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { RolesListPage } from './RolesListPage';
import { failing, pending, rolesDeleted, rolesEmpty, rolesListed } from './storybook/role-story-server';

const meta = {
  title: 'Admin/Roles/RolesListPage',
  component: RolesListPage,
  parameters: { layout: 'fullscreen', msw: { handlers: [rolesListed, rolesDeleted] } },
  render: () => (
    <ScreenStoryFrame screens={{ '/admin/roles': <RolesListPage /> }} initialPath="/admin/roles" />
  ),
} satisfies Meta<typeof RolesListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const findToast = (canvasElement: HTMLElement, message: string) =>
  body(canvasElement).findByText(message, { selector: '[data-slot="toast-message"]' });

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Roles' });
    await waitFor(() => expect(within(table).getByRole('rowheader', { name: /subscriber/ })).toBeVisible());
    await expect(within(table).getByText('New accounts')).toBeVisible();
    await expect(within(table).getByText('1204')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add a role' })).toHaveAttribute(
      'href',
      '/admin/roles/new',
    );
  },
};

export const DeletesARowAfterAsking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for artist' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete “artist”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(canvasElement, 'Role deleted')).toBeVisible();
  },
};

export const OpensARoleFromItsRow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('rowheader', { name: /artist/ }));
    await expect(await canvas.findByRole('status', { name: 'Location' })).toHaveTextContent(
      '/admin/roles/4/edit',
    );
  },
};

export const RefusedDeletion: Story = {
  parameters: {
    msw: {
      handlers: [
        rolesListed,
        http.post('*/api/v1/admin/roles/:ids', () =>
          HttpResponse.json(
            {
              message: 'guest is the guests role: make another role the guests role before deleting it.',
              errors: {
                ids: ['guest is the guests role: make another role the guests role before deleting it.'],
              },
            },
            { status: 422 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for guest' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await findToast(
        canvasElement,
        'guest is the guests role: make another role the guests role before deleting it.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('*/api/v1/admin/roles')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('grid', { name: 'Roles' })).toBeVisible();
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [rolesEmpty] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No roles yet')).toBeVisible();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search' }), 'nobody');
    await expect(await canvas.findByText('No matching roles')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/admin/roles')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The list could not be loaded')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: /subscriber/ })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
