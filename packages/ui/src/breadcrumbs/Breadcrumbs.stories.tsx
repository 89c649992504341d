import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs';

const navigate = fn();

const meta = {
  title: 'Primitives/Breadcrumbs',
  component: Breadcrumbs,
  beforeEach: () => {
    navigate.mockClear();
  },
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <Breadcrumbs {...args}>
        <Breadcrumb href="/account-settings">Account settings</Breadcrumb>
        <Breadcrumb href="/notifications">Notifications</Breadcrumb>
        <Breadcrumb>Settings</Breadcrumb>
      </Breadcrumbs>
    </RouterProvider>
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toBeInTheDocument();
    await expect(canvas.getByText('Settings')).toHaveAttribute('aria-current', 'page');

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Account settings' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(navigate.mock.calls[0]?.[0]).toBe('/notifications');

    // The current page is not a stop in the tab order.
    await userEvent.tab();
    await expect(canvas.getByText('Settings')).not.toHaveFocus();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
