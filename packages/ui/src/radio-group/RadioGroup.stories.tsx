import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Billing cycle',
    onChange: fn(),
    children: (
      <>
        <Radio value="yearly">Yearly</Radio>
        <Radio value="monthly">Monthly</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'yearly' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Billing cycle' })).toBeInTheDocument();
    const yearly = canvas.getByRole('radio', { name: 'Yearly' });
    const monthly = canvas.getByRole('radio', { name: 'Monthly' });

    // Tab lands on the chosen option; arrows move and choose.
    await userEvent.tab();
    await expect(yearly).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(monthly).toHaveFocus();
    await expect(monthly).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('monthly');
    await userEvent.keyboard('{ArrowUp}');
    await expect(yearly).toBeChecked();

    await userEvent.click(canvas.getByText('Monthly'));
    await expect(monthly).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'monthly' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  },
};

export const WithDescriptions: Story = {
  args: {
    label: 'Theme',
    children: (
      <>
        <Radio value="system" description="Follows your device's light or dark setting.">
          System
        </Radio>
        <Radio value="light">Light</Radio>
        <Radio value="dark">Dark</Radio>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'System' })).toHaveAccessibleDescription(
      "Follows your device's light or dark setting.",
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a billing cycle.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAccessibleDescription(
      'Choose a billing cycle.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'yearly' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Dark: Story = {
  args: { defaultValue: 'yearly' },
  globals: { theme: 'dark' },
};
