import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Password', autoComplete: 'current-password', onRevealedChange: fn() },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('secret-pass');

    // The 'Show?' toggle comes right after the input.
    await userEvent.tab();
    const toggle = canvas.getByRole('checkbox', { name: 'Show?' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('secret-pass');
    await expect(args.onRevealedChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(canvas.getByText('Show?'));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithForgotPasswordLink: Story = {
  args: {
    labelAction: (
      <Link href="/forgot-password" className="text-sm text-primary underline-offset-4 hover:underline">
        Forgot your password?
      </Link>
    ),
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'These credentials do not match our records.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('These credentials do not match our records.');
  },
};

/** Registration: one 'Show?' toggle reveals both the password and its confirmation. */
export const SharedToggle: Story = {
  render: function SharedToggleStory() {
    const [isRevealed, setRevealed] = useState(false);
    return (
      <div className="flex flex-col gap-4">
        <TextField label="Password" type={isRevealed ? 'text' : 'password'} autoComplete="new-password" />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          isRevealed={isRevealed}
          onRevealedChange={setRevealed}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show?' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
  },
};
