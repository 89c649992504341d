import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BillingStoryFrame } from '../storybook/BillingStoryFrame';
import { billingStoryData } from '../storybook/billing-story-data';
import { createBillingStoryServer } from '../storybook/story-server';
import { mobileViewport, resetStoryPage } from '../storybook/story-support';

const server = createBillingStoryServer();

const meta = {
  title: 'Billing/Pricing page',
  component: BillingStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: server.handlers } },
  args: { data: billingStoryData('guest'), initialPath: '/pricing' },
  beforeEach: () => {
    resetStoryPage();
    server.reset();
  },
} satisfies Meta<typeof BillingStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const planCard = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('article', { name });

export const GuestYearly: Story = {
  name: 'A visitor: yearly first, with the saving badge; Upgrade remembers the choice',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const premium = await planCard(canvasElement, 'Premium');
    await expect(canvas.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: 'Billing cycle' })).toHaveTextContent(
      'Save up to 17%',
    );
    await expect(premium).toHaveTextContent('$99.99');
    await expect(premium).toHaveTextContent('Most popular');
    await expect(
      within(await planCard(canvasElement, 'Free')).getByRole('link', { name: 'Get started: Free' }),
    ).toHaveAttribute('href', '/register?redirectFrom=pricing');

    // The switch is a radio group: arrow keys move to Monthly.
    await userEvent.click(canvas.getByRole('radio', { name: /Yearly/ }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(premium).toHaveTextContent('$9.99');

    await userEvent.click(within(premium).getByRole('link', { name: 'Upgrade: Premium' }));
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent('/register?redirectFrom=pricing'),
    );
    await expect(JSON.parse(localStorage.getItem('be.onboarding.selected') ?? 'null')).toEqual({
      productId: 2,
      priceId: 21,
    });
  },
};

export const Listener: Story = {
  name: 'A listener: Upgrade leads to the checkout',
  args: { data: billingStoryData('listener') },
  play: async ({ canvasElement }) => {
    const family = await planCard(canvasElement, 'Family');
    await expect(within(family).getByRole('link', { name: 'Upgrade: Family' })).toHaveAttribute(
      'href',
      '/checkout/3/32',
    );
  },
};

export const Subscriber: Story = {
  name: 'A subscriber: other plans lead to the change-plan confirmation',
  args: { data: billingStoryData('subscriber') },
  play: async ({ canvasElement }) => {
    const premium = await planCard(canvasElement, 'Premium');
    await expect(premium).toHaveTextContent('Your plan');
    await expect(within(premium).getByRole('link', { name: 'Manage your plan' })).toHaveAttribute(
      'href',
      '/billing',
    );
    const family = await planCard(canvasElement, 'Family');
    await expect(within(family).getByRole('link', { name: 'Upgrade: Family' })).toHaveAttribute(
      'href',
      '/billing/change-plan/3/32/confirm',
    );
  },
};

export const LoadFailed: Story = {
  name: 'The plans could not be loaded',
  beforeEach: () => server.reset({ plansFail: true }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('This could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await planCard(canvasElement, 'Family');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
