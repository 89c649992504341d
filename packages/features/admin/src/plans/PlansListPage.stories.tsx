import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../permission-editor/storybook/story-viewports';
import { PlansListPage } from './PlansListPage';
import { PlansStoryFrame } from './storybook/PlansStoryFrame';
import { failing, pending, plansDeleted, plansListed } from './storybook/plan-story-server';

const meta = {
  title: 'Admin/Plans/PlansListPage',
  component: PlansListPage,
  parameters: { layout: 'fullscreen', msw: { handlers: [plansListed(), plansDeleted] } },
  render: () => (
    <PlansStoryFrame path="/admin/plans" initialPath="/admin/plans">
      <PlansListPage />
    </PlansStoryFrame>
  ),
} satisfies Meta<typeof PlansListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Subscription plans' });
    const premium = within(table).getByRole('row', { name: /Premium/ });
    await expect(premium).toHaveTextContent('$9.99 / month, $99.99 / year');
    await expect(premium).toHaveTextContent('53');
    await expect(within(table).getByRole('row', { name: /Studio/ })).toHaveTextContent('Hidden');
    await expect(canvas.getByText('1–4 of 4')).toBeVisible();
    await expect(within(premium).getByRole('link', { name: 'Premium' })).toHaveAttribute(
      'href',
      '/admin/plans/2/edit',
    );
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Family' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete “Family”?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Family' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await expect(
      await body.findByText('Plan deleted', { selector: '[data-slot="toast-message"]' }),
    ).toBeVisible();
  },
};

export const FilteredToHidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: /Pricing page/ }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Hidden' }),
    );
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByRole('row', { name: /Studio/ })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [plansListed([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No plans yet')).toBeVisible();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search plans' }), 'gold');
    await expect(await canvas.findByText('No matching plans')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('*/api/v1/admin/plans')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/admin/plans')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The plans could not be loaded');
  },
};

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    // Only the key columns stay on a phone: the prices are on the plan's own page.
    await expect(within(table).queryByRole('columnheader', { name: 'Prices' })).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
