import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BillingStoryFrame } from '../storybook/BillingStoryFrame';
import { billingStoryData } from '../storybook/billing-story-data';
import { createBillingStoryServer } from '../storybook/story-server';
import { findToast, mobileViewport, resetStoryPage } from '../storybook/story-support';

const server = createBillingStoryServer();

const meta = {
  title: 'Billing/Checkout',
  component: BillingStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: server.handlers } },
  args: { data: billingStoryData('listener'), initialPath: '/checkout/2/22' },
  beforeEach: () => {
    resetStoryPage();
    server.reset();
  },
} satisfies Meta<typeof BillingStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

async function typeCard(canvasElement: HTMLElement, number: string) {
  const canvas = within(canvasElement);
  const field = await canvas.findByRole('textbox', { name: 'Card number' });
  await userEvent.clear(field);
  await userEvent.type(field, number);
  await userEvent.clear(canvas.getByRole('textbox', { name: 'Expiry date' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry date' }), '12/40');
  await userEvent.clear(canvas.getByRole('textbox', { name: 'Security code' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Security code' }), '123');
  await userEvent.clear(canvas.getByRole('textbox', { name: 'Name on card' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Nina Simone');
  await userEvent.keyboard('{Enter}');
}

export const CardThenConfirm: Story = {
  name: 'A declined card, then a good one, confirmed once however often pressed',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Order summary' })).toHaveTextContent('$99.99');
    await expect(canvas.getByRole('region', { name: 'Order summary' })).toHaveTextContent('every year');

    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('The card number is required.')).toBeVisible();

    await typeCard(canvasElement, '4000 0000 0000 0002');
    await expect(await canvas.findByText('Your card was declined.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveFocus());

    await typeCard(canvasElement, '4242 4242 4242 4242');
    await expect(await canvas.findByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
    await expect(canvas.getByText('Visa ending in 4242')).toBeVisible();
    const confirm = canvas.getByRole('button', { name: 'Confirm and subscribe' });
    await userEvent.dblClick(confirm);
    await expect(await findToast(canvasElement, 'Welcome to Premium!')).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/billing$/));
    await expect(server.calls.confirm).toHaveBeenCalledTimes(1);
  },
};

export const UnknownPrice: Story = {
  name: 'An unknown plan or price',
  args: { initialPath: '/checkout/2/999' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('This plan is not available');
    await expect(within(alert).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  },
};

export const Visitor: Story = {
  name: 'A visitor goes to /register with the choice kept',
  args: { data: billingStoryData('guest') },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('location')).toHaveTextContent(/^\/register$/),
    );
    await expect(JSON.parse(localStorage.getItem('be.onboarding.selected') ?? 'null')).toEqual({
      productId: '2',
      priceId: '22',
    });
  },
};

export const Subscriber: Story = {
  name: 'A subscriber goes to /billing',
  args: { data: billingStoryData('subscriber') },
  beforeEach: () => server.reset({ subscription: null }),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('location')).toHaveTextContent(/^\/billing$/),
    );
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('textbox', { name: 'Card number' });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
