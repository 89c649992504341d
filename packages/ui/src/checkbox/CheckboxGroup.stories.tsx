import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const meta = {
  title: 'Primitives/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Notify me by',
    onChange: fn(),
    children: (
      <>
        <Checkbox value="email">Email</Checkbox>
        <Checkbox value="browser">Browser</Checkbox>
        <Checkbox value="mobile">Mobile push</Checkbox>
      </>
    ),
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Notify me by' })).toBeInTheDocument();

    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['email', 'mobile']);
    await expect(canvas.getByRole('checkbox', { name: 'Browser' })).not.toBeChecked();
  },
};

export const WithSelection: Story = {
  args: { defaultValue: ['browser'], description: 'You can change this at any time.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Browser' })).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Pick at least one channel.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveAccessibleDescription(
      'Pick at least one channel.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const checkbox of within(canvasElement).getAllByRole('checkbox'))
      await expect(checkbox).toBeDisabled();
  },
};
