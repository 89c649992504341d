import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Disclosure, DisclosureGroup, DisclosurePanel, DisclosureTrigger } from './Disclosure';

const meta = {
  title: 'Primitives/Disclosure',
  component: Disclosure,
  args: { onExpandedChange: fn() },
  render: (args) => (
    <Disclosure {...args} className="w-80">
      <DisclosureTrigger>Vendor frames (12)</DisclosureTrigger>
      <DisclosurePanel>vendor/laravel/framework/src/Illuminate/Routing/Router.php:798</DisclosurePanel>
    </Disclosure>
  ),
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Vendor frames (12)' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Router\.php/)).not.toBeVisible();

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Router\.php/)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Router\.php/)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const Group: Story = {
  render: () => (
    <DisclosureGroup className="w-80" defaultExpandedKeys={['password']}>
      <Disclosure id="password">
        <DisclosureTrigger>Password</DisclosureTrigger>
        <DisclosurePanel>Change the password you sign in with.</DisclosurePanel>
      </Disclosure>
      <Disclosure id="sessions">
        <DisclosureTrigger>Active sessions</DisclosureTrigger>
        <DisclosurePanel>Devices signed in to your account.</DisclosurePanel>
      </Disclosure>
    </DisclosureGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Active sessions' }));
    await expect(canvas.getByRole('button', { name: 'Active sessions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Password' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Dark: Story = {
  args: { defaultExpanded: true },
  globals: { theme: 'dark' },
};
