import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../permission-editor/storybook/story-viewports';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { BackstageRequestsPage } from './BackstageRequestsPage';
import { createBackstageRequestStoryServer } from './storybook/backstage-request-story-server';

const server = createBackstageRequestStoryServer();

const meta = {
  title: 'Admin/Backstage requests/BackstageRequestsPage',
  component: BackstageRequestsPage,
  parameters: { layout: 'fullscreen', msw: { handlers: server.handlers } },
  render: () => (
    <ScreenStoryFrame
      screens={{ '/admin/backstage-requests': <BackstageRequestsPage /> }}
      initialPath="/admin/backstage-requests"
    />
  ),
  beforeEach: () => {
    toast.dismiss();
    server.reset();
  },
} satisfies Meta<typeof BackstageRequestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const grid = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Backstage requests' });
const rowOf = async (table: HTMLElement, name: RegExp) =>
  (await within(table).findByRole('rowheader', { name })).closest('[role="row"]') as HTMLElement;

export const Queue: Story = {
  name: 'Lists each type and status with its requester and artist',
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await expect(await rowOf(table, /Ines Silva/)).toHaveTextContent('Become artistPending');
    await expect(await rowOf(table, /Farid Haddad/)).toHaveTextContent('The Lanterns');
    await expect(await rowOf(table, /Kemi Okafor/)).toHaveTextContent('Approved');
    await expect(await rowOf(table, /Lea Roth/)).toHaveTextContent('Denied');
  },
};

export const Views: Story = {
  name: 'Opens a request from its View button',
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'View the request of Farid Haddad' }),
    );
    await expect(await within(canvasElement).findByLabelText('Location')).toHaveTextContent(
      '/admin/backstage-requests/2',
    );
  },
};

export const FilteredByRequester: Story = {
  name: 'Filters by a requester found among the requests',
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await rowOf(table, /Lea Roth/);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: /Requester/ }));
    const editor = await body(canvasElement).findByRole('dialog', { name: 'Requester' });
    await userEvent.type(within(editor).getByRole('combobox'), 'Far');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /Farid Haddad/ }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(1));
    await expect(within(table).getByRole('rowheader')).toHaveTextContent('Farid Haddad');
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(await grid(canvasElement)).toBeVisible();
  },
};
