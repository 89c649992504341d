import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ada@example.com');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Verification code',
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: 6,
    placeholder: 'Enter your verification code',
    description: 'Check your spam and promotions tab if you cannot find the email.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAccessibleDescription(
      'Check your spam and promotions tab if you cannot find the email.',
    );
    await userEvent.type(input, '12345678');
    await expect(input).toHaveValue('123456');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'ada@', errorMessage: 'The email must be a valid email address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The email must be a valid email address.');
  },
};

export const RequiredOnSubmit: Story = {
  name: 'Required (validated by the browser)',
  args: { isRequired: true, errorMessage: 'Email is required.' },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-3">
      <TextField {...args} />
      <button type="submit" className="self-start rounded-ui bg-primary px-3 py-1 text-primary-foreground">
        Continue
      </button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveFocus();
    await expect(canvas.getByText('Email is required.')).toBeVisible();

    await userEvent.keyboard('ada@example.com');
    await userEvent.tab();
    await expect(canvas.queryByText('Email is required.')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const Dark: Story = {
  args: { description: 'We never share it.', placeholder: 'you@example.com' },
  globals: { theme: 'dark' },
};
