import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mobileViewport } from '../permission-editor/storybook/story-viewports';
import { PlansStoryFrame } from '../plans/storybook/PlansStoryFrame';
import { failing, pending, plansListed } from '../plans/storybook/plan-story-server';
import { SubscriptionsPage } from './SubscriptionsPage';
import { subscriptionChanged, subscriptionsListed } from './storybook/subscription-story-server';

const meta = {
  title: 'Admin/Subscriptions/SubscriptionsPage',
  component: SubscriptionsPage,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [plansListed(), subscriptionsListed(), ...subscriptionChanged] },
  },
  render: () => (
    <PlansStoryFrame path="/admin/subscriptions" initialPath="/admin/subscriptions">
      <SubscriptionsPage />
    </PlansStoryFrame>
  ),
} satisfies Meta<typeof SubscriptionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const findToast = (canvasElement: HTMLElement, message: string) =>
  body(canvasElement).findByText(message, { selector: '[data-slot="toast-message"]' });

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Subscriptions' });
    const ines = within(table).getByRole('row', { name: /Ines Silva/ });
    await expect(ines).toHaveTextContent('Premium');
    await expect(ines).toHaveTextContent('Stripe');
    await expect(within(table).getByRole('row', { name: /Farid Haddad/ })).toHaveTextContent(
      'Cancelled, still active',
    );
  },
};

export const CancelNowAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions Ines Silva' }));
    // A renewing subscription offers both cancellations and no Resume.
    await expect(body(canvasElement).queryByRole('menuitem', { name: 'Resume' })).toBeNull();
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Cancel now…' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'End the subscription of Ines Silva now?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End now' }));
    await expect(await findToast(canvasElement, 'Subscription cancelled')).toBeVisible();
  },
};

export const ResumeByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const actions = await canvas.findByRole('button', { name: 'Actions Farid Haddad' });
    actions.focus();
    await userEvent.keyboard('{Enter}');
    const resume = await body(canvasElement).findByRole('menuitem', { name: 'Resume' });
    await expect(body(canvasElement).queryByRole('menuitem', { name: 'Cancel at period end' })).toBeNull();
    await userEvent.click(resume);
    await expect(await findToast(canvasElement, 'Subscription resumed')).toBeVisible();
  },
};

export const ChangePlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions Ines Silva' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Change plan…' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Change plan of Ines Silva' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Plan/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Family' }));
    await expect(within(dialog).getByRole('button', { name: /Price/ })).toHaveTextContent('$15.99 / month');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    await expect(await findToast(canvasElement, 'Plan changed')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [plansListed(), subscriptionsListed([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No subscriptions yet')).toBeVisible();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by customer' }), 'nobody');
    await expect(await canvas.findByText('No matching subscriptions')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [plansListed(), pending('*/api/v1/admin/subscriptions')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toHaveAttribute('role', 'status');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [plansListed(), failing('*/api/v1/admin/subscriptions')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The subscriptions could not be loaded',
    );
  },
};

export const Phone: Story = {
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await expect(within(table).queryByRole('columnheader', { name: 'Gateway' })).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
