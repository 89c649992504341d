import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileViewport } from '../permission-editor/storybook/story-viewports';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { PlansListPage } from './PlansListPage';
import { failing, overridden, pending, plansDeleted, plansListed } from './storybook/plan-story-server';

const meta = {
  title: 'Admin/Plans/PlansListPage',
  component: PlansListPage,
  parameters: { layout: 'fullscreen', msw: { handlers: [plansListed(), plansDeleted] } },
  render: () => (
    <ScreenStoryFrame screens={{ '/admin/plans': <PlansListPage /> }} initialPath="/admin/plans" />
  ),
  // A toast left by the last story would hold this story's behind it.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof PlansListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const findToast = (canvasElement: HTMLElement, message: string) =>
  body(canvasElement).findByText(message, { selector: '[data-slot="toast-message"]' });
const grid = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Subscription plans' });
const rowOf = async (table: HTMLElement, name: RegExp) =>
  (await within(table).findByRole('rowheader', { name })).closest('[role="row"]') as HTMLElement;

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    const premium = await rowOf(table, /Premium/);
    await expect(premium).toHaveTextContent('$9.99 / month, $99.99 / year');
    await expect(premium).toHaveTextContent('53');
    await expect(await rowOf(table, /Studio/)).toHaveTextContent('Hidden');
    await expect(within(canvasElement).getByText('1–4 of 4')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Add a plan' })).toHaveAttribute(
      'href',
      '/admin/plans/new',
    );
  },
};

export const OpensAPlanFromItsRow: Story = {
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await userEvent.click(await within(table).findByRole('rowheader', { name: /Premium/ }));
    await expect(await within(canvasElement).findByRole('status', { name: 'Location' })).toHaveTextContent(
      '/admin/plans/2/edit',
    );
  },
};

export const DeleteAsksFirstByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const actions = await within(canvasElement).findByRole('button', { name: 'Actions for Family' });
    actions.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete “Family”?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions for Family' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const again = await body(canvasElement).findByRole('alertdialog', { name: 'Delete “Family”?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(canvasElement, 'Plan deleted')).toBeVisible();
  },
};

const REFUSAL = 'Premium has subscribers and cannot be deleted: hide it instead.';

export const BulkDeleteRefusedForSubscribers: Story = {
  parameters: {
    msw: {
      handlers: [
        plansListed(),
        overridden('DELETE', '*/api/v1/admin/plans/:ids', () =>
          HttpResponse.json({ message: REFUSAL, errors: { ids: [REFUSAL] } }, { status: 422 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await userEvent.click(within(await rowOf(table, /Premium/)).getByRole('checkbox'));
    await userEvent.click(within(await rowOf(table, /Family/)).getByRole('checkbox'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', { name: 'Delete 2 plans?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(canvasElement, REFUSAL)).toBeVisible();
  },
};

export const FilteredToHidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await grid(canvasElement);
    await rowOf(table, /Premium/);
    await userEvent.click(canvas.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(
      await body(canvasElement).findByRole('menuitem', { name: /Hidden from the pricing page/ }),
    );
    const editor = await body(canvasElement).findByRole('dialog', { name: 'Hidden from the pricing page' });
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(1));
    await expect(within(table).getByRole('rowheader', { name: /Studio/ })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /^Edit filter: Hidden from the pricing page/ }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [plansListed([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No plans yet' })).toBeVisible();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'gold');
    await expect(await canvas.findByRole('heading', { name: 'No matching plans' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [pending('*/api/v1/admin/plans')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('*/api/v1/admin/plans')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The plans could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const table = await grid(canvasElement);
    await rowOf(table, /Premium/);
    // Only the key columns stay on a phone: the prices are on the plan's own page.
    await expect(within(table).queryByRole('columnheader', { name: 'Prices' })).toBeNull();
    await expect(within(table).getByRole('columnheader', { name: 'Subscribers' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
