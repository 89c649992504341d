import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mobileViewport } from '../permission-editor/storybook/story-viewports';
import { ScreenStoryFrame } from '../storybook/ScreenStoryFrame';
import { PlanEditorPage } from './PlanEditorPage';
import {
  catalogueAnswered,
  failing,
  pending,
  planCreated,
  premiumAnswered,
  premiumFreeRefused,
  premiumRefused,
  premiumSaved,
  premiumSynced,
} from './storybook/plan-story-server';

const editPremium = (
  <ScreenStoryFrame
    screens={{ '/admin/plans/:planId/edit': <PlanEditorPage /> }}
    initialPath="/admin/plans/2/edit"
  />
);

const meta = {
  title: 'Admin/Plans/PlanEditorPage',
  component: PlanEditorPage,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [catalogueAnswered, premiumAnswered(), premiumSaved, premiumSynced] },
  },
  render: () => editPremium,
} satisfies Meta<typeof PlanEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const findToast = (canvasElement: HTMLElement, message: string) =>
  within(canvasElement.ownerDocument.body).findByText(message, { selector: '[data-slot="toast-message"]' });

export const PaidPriceLocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit “Premium” plan' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    // Subscribers pay the first price: its terms are read-only, with the reason beside them, and it cannot go.
    const paid = canvas.getByRole('group', { name: 'Price 1' });
    await expect(within(paid).getByRole('textbox', { name: /Amount/ })).toHaveAttribute('readonly');
    await expect(paid).toHaveTextContent('41 subscribers pay this price');
    await expect(within(paid).queryByRole('button', { name: /Remove/ })).toBeNull();
  },
};

export const EditPlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Edit “Premium” plan' });
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), ' Plus');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a price' }));
    await userEvent.type(
      within(canvas.getByRole('group', { name: 'Price 3' })).getByRole('textbox', { name: /Amount/ }),
      '5',
    );
    await userEvent.click(save);
    await expect(await findToast(canvasElement, 'Plan updated')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit “Premium Plus” plan' })).toBeVisible();
    await expect(save).toBeDisabled();
  },
};

export const FeatureLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Edit “Premium” plan' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add a feature line' }));
    await expect(canvas.getByRole('textbox', { name: /Feature line 3/ })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Feature line 1' }));
    await expect(canvas.getByRole('textbox', { name: /Feature line 1/ })).toHaveValue(
      'High audio quality (320 kbps)',
    );
    await expect(canvas.queryByRole('textbox', { name: /Feature line 3/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const SyncWithProvider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sync = await canvas.findByRole('button', { name: 'Sync with Stripe' });
    sync.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(canvasElement, 'Plan pushed to Stripe')).toBeVisible();
  },
};

export const WithoutProvider: Story = {
  parameters: { msw: { handlers: [catalogueAnswered, premiumAnswered([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Edit “Premium” plan' });
    await expect(canvas.queryByRole('button', { name: /Sync/ })).toBeNull();
  },
};

export const NewPlan: Story = {
  parameters: { msw: { handlers: [catalogueAnswered, planCreated] } },
  render: () => (
    <ScreenStoryFrame screens={{ '/admin/plans/new': <PlanEditorPage /> }} initialPath="/admin/plans/new" />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New plan' })).toBeVisible();
    await expect(canvas.getByText('No prices yet.')).toBeVisible();
    await expect(canvas.getByText('No feature lines yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a price' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // Checked before anything is sent: the name and the amount are missing.
    await expect(await canvas.findByText('The name field is required.')).toBeVisible();
    await expect(canvas.getByText('Give an amount of 0 or more.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Studio');
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status', { name: 'Location' })).toHaveTextContent(
      '/admin/plans/9/edit',
    );
  },
};

export const ServerRefusal: Story = {
  parameters: { msw: { handlers: [catalogueAnswered, premiumAnswered(), premiumRefused] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Edit “Premium” plan' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add a price' }));
    const added = within(canvas.getByRole('group', { name: 'Price 3' }));
    await userEvent.type(added.getByRole('textbox', { name: /Amount/ }), '4.99');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // The server's refusal lands on the field it names, which takes the focus.
    await expect(await added.findByText('Stripe does not take this currency.')).toBeVisible();
    await expect(added.getByRole('textbox', { name: /Currency/ })).toHaveFocus();
  },
};

export const MadeFreeWhilePaidFor: Story = {
  parameters: { msw: { handlers: [catalogueAnswered, premiumAnswered(), premiumFreeRefused] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Edit “Premium” plan' });
    await userEvent.click(canvas.getByRole('switch', { name: /Free/ }));
    await expect(canvas.getByText('A free plan has no prices: saving it removes them.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The 9.99 USD price has subscribers');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [catalogueAnswered, pending('*/api/v1/admin/plans/2')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [catalogueAnswered, failing('*/api/v1/admin/plans/2')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The plan could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Edit “Premium” plan' });
    const document = canvasElement.ownerDocument.documentElement;
    await expect(document.scrollWidth).toBeLessThanOrEqual(375);
  },
};
