import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BillingStoryFrame } from '../storybook/BillingStoryFrame';
import { billingStoryData, storySubscription } from '../storybook/billing-story-data';
import { createBillingStoryServer } from '../storybook/story-server';
import { findToast, mobileViewport, resetStoryPage } from '../storybook/story-support';

const server = createBillingStoryServer({ subscription: storySubscription() });

const meta = {
  title: 'Billing/Billing area',
  component: BillingStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: server.handlers } },
  args: { data: billingStoryData('subscriber'), initialPath: '/billing' },
  beforeEach: () => {
    resetStoryPage();
    server.reset();
  },
} satisfies Meta<typeof BillingStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');

export const Active: Story = {
  name: 'An active plan, its card and invoices',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plan = await canvas.findByRole('region', { name: 'Current plan' });
    await expect(plan).toHaveTextContent('Premium');
    await expect(plan).toHaveTextContent('$9.99 every month');
    await expect(plan).toHaveTextContent('Your plan renews on Dec 25, 2026.');
    await expect(canvas.getByRole('region', { name: 'Payment method' })).toHaveTextContent(
      'Visa ending in 4242',
    );
    await expect(
      within(await canvas.findByRole('list', { name: 'Invoices' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  },
};

const subscriberInGerman = billingStoryData('subscriber');

export const InGerman: Story = {
  name: 'In German: translated lines and dates written the German way',
  args: {
    data: {
      ...subscriberInGerman,
      i18n: {
        ...subscriberInGerman.i18n,
        language: 'de',
        lines: {
          'Current plan': 'Aktueller Plan',
          'Your plan renews on :date.': 'Dein Plan verlängert sich am :date.',
          Invoices: 'Rechnungen',
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plan = await canvas.findByRole('region', { name: 'Aktueller Plan' });
    await expect(plan).toHaveTextContent('Dein Plan verlängert sich am 25. Dez. 2026.');
    const invoices = await canvas.findByRole('list', { name: 'Rechnungen' });
    await expect(within(invoices).getAllByRole('listitem')[0]).toHaveTextContent('25. Dez. 2026');
  },
};

export const CancelAndRenew: Story = {
  name: 'Cancel at period end, then renew',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plan = await canvas.findByRole('region', { name: 'Current plan' });
    await userEvent.click(within(plan).getByRole('link', { name: 'Cancel plan' }));
    await expect(
      await canvas.findByText('You will keep Premium until Dec 25, 2026. After that, it will not renew.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel plan' }));
    await expect(await findToast(canvasElement, 'Your plan was cancelled.')).toBeVisible();
    const cancelled = await canvas.findByRole('region', { name: 'Current plan' });
    await expect(cancelled).toHaveTextContent('Cancelled');
    await expect(cancelled).toHaveTextContent('Your plan ends on Dec 25, 2026.');

    await userEvent.click(within(cancelled).getByRole('link', { name: 'Renew plan' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Renew plan' }));
    await expect(await findToast(canvasElement, 'Your plan was renewed.')).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Current plan' })).toHaveTextContent('Active');
    await expect(server.calls.cancel).toHaveBeenCalledTimes(1);
    await expect(server.calls.resume).toHaveBeenCalledTimes(1);
  },
};

export const ChangePlan: Story = {
  name: 'Change plan: choose Family yearly, confirm',
  args: { initialPath: '/billing/change-plan' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const family = await canvas.findByRole('article', { name: 'Family' });
    await expect(canvas.queryByRole('article', { name: 'Free' })).toBeNull();
    await userEvent.click(within(family).getByRole('link', { name: 'Choose: Family' }));
    await waitFor(() =>
      expect(location(canvasElement)).toHaveTextContent('/billing/change-plan/3/32/confirm'),
    );
    await expect(await canvas.findByText('Family, $159.99 every year')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm change' }));
    await expect(await findToast(canvasElement, 'You are now on Family.')).toBeVisible();
    await expect(server.calls.change).toHaveBeenCalledWith({ product_id: 3, price_id: 32 });
  },
};

export const ChangePaymentMethod: Story = {
  name: 'Change payment method: a bad number, then a new card',
  args: { initialPath: '/billing/change-payment-method' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = await canvas.findByRole('textbox', { name: 'Card number' });
    await userEvent.type(number, '1234');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry date' }), '12/40');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Security code' }), '123');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Nina Simone');
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await expect(await canvas.findByText('The card number is invalid.')).toBeVisible();
    await userEvent.clear(number);
    await userEvent.type(number, '5555 5555 5555 4444');
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await expect(await canvas.findByText('Your payment method was updated.')).toBeVisible();
    await expect(canvas.getByText('Mastercard ending in 4444')).toBeVisible();
  },
};

export const NotSubscribed: Story = {
  name: 'A listener without a plan goes to /pricing',
  args: { data: billingStoryData('listener') },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/pricing$/));
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Invoices' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
