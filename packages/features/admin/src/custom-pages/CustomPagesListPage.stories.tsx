import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../permission-editor/storybook/story-viewports';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { CustomPagesListPage } from './CustomPagesListPage';
import { failing, pagesDeleted, pagesListed, pending } from './storybook/custom-page-story-server';

const meta = {
  title: 'Admin/Custom pages/CustomPagesListPage',
  component: CustomPagesListPage,
  parameters: { layout: 'fullscreen', msw: { handlers: [pagesListed(), pagesDeleted] } },
  render: () => (
    <ScreenStoryFrame
      screens={{ '/admin/custom-pages': <CustomPagesListPage /> }}
      initialPath="/admin/custom-pages"
    />
  ),
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof CustomPagesListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const grid = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Custom pages' });
const rowOf = async (table: HTMLElement, name: RegExp) =>
  (await within(table).findByRole('rowheader', { name })).closest('[role="row"]') as HTMLElement;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    const about = await rowOf(table, /About us/);
    await expect(about).toHaveTextContent('/pages/about-us');
    await expect(about).toHaveTextContent('In the footer');
    await expect(await rowOf(table, /Terms of Service/)).not.toHaveTextContent('In the footer');
    await expect(within(canvasElement).getByRole('link', { name: 'New page' })).toHaveAttribute(
      'href',
      '/admin/custom-pages/new',
    );
  },
};

export const OpensAPageFromItsRow: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await userEvent.click(await within(table).findByRole('rowheader', { name: /Privacy Policy/ }));
    await expect(await within(canvasElement).findByRole('status', { name: 'Location' })).toHaveTextContent(
      '/admin/custom-pages/2/edit',
    );
  },
};

export const DeleteAsksFirstByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const actions = await within(canvasElement).findByRole('button', { name: 'Actions for About us' });
    actions.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete “About us”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await body(canvasElement).findByText('Page deleted', { selector: '[data-slot="toast-message"]' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [pagesListed([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No pages yet')).toBeVisible();
  },
};

export const NoMatch: Story = {
  render: () => (
    <ScreenStoryFrame
      screens={{ '/admin/custom-pages': <CustomPagesListPage /> }}
      initialPath="/admin/custom-pages?query=nothing"
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No matching pages')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('*/api/v1/admin/custom-pages')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('grid', { name: 'Custom pages' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/admin/custom-pages')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The pages could not be loaded')).toBeVisible();
  },
};

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await grid(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
