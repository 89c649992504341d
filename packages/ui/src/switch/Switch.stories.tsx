import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { children: 'Dark mode', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Dark mode' });

    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(within(canvasElement).getByText('Dark mode'));
    await expect(toggle).not.toBeChecked();
  },
};

export const On: Story = {
  args: { defaultSelected: true, description: 'Follows your choice on every device.' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Follows your choice on every device.');
  },
};

export const Small: Story = {
  args: { size: 'sm', children: 'Email notifications' },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Dark mode'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled();
  },
};

export const Dark: Story = {
  args: { defaultSelected: true },
  globals: { theme: 'dark' },
};
