import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/Button';
import { applyServerErrors, type ServerFieldErrors } from './apply-server-errors';
import { Form } from './Form';
import { FormCheckbox } from './FormCheckbox';
import { FormPasswordField } from './FormPasswordField';
import { FormSwitch } from './FormSwitch';
import { FormTextField } from './FormTextField';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

interface LoginFormProps {
  /** What the server answers: field errors, or nothing for success. */
  serverErrors?: ServerFieldErrors;
  /** Called with the submitted values. */
  onSubmitted: (values: unknown) => void;
}

function LoginForm({ serverErrors, onSubmitted }: LoginFormProps) {
  const form = useForm<LoginValues>({ defaultValues: { email: '', password: '', remember: true } });
  const [notice, setNotice] = useState('');
  return (
    <Form
      form={form}
      className="flex w-80 flex-col gap-4"
      onSubmit={async (values) => {
        onSubmitted(values);
        const { applied } = applyServerErrors(form, serverErrors);
        setNotice(serverErrors && applied.length === 0 ? 'There was an issue. Please try again.' : '');
      }}
    >
      <FormTextField<LoginValues>
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        rules={{ required: 'Email is required.' }}
      />
      <FormPasswordField<LoginValues>
        name="password"
        label="Password"
        autoComplete="current-password"
        rules={{ required: 'Password is required.' }}
      />
      <FormCheckbox<LoginValues> name="remember">Stay signed in for a month</FormCheckbox>
      <Button type="submit" isPending={form.formState.isSubmitting}>
        Continue
      </Button>
      <p role="status" className="text-sm text-danger">
        {notice}
      </p>
    </Form>
  );
}

const meta = {
  title: 'Primitives/Form',
  component: LoginForm,
  args: { onSubmitted: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  await userEvent.keyboard('ada@example.com');
  await userEvent.tab();
  await userEvent.keyboard('secret');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  return canvas;
}

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    await fillAndSubmit(canvasElement);
    await expect(args.onSubmitted).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'secret',
      remember: true,
    });
  },
};

export const ClientValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));

    await expect(args.onSubmitted).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expect(canvas.getByText('Email is required.')).toBeVisible();
    await expect(canvas.getByText('Password is required.')).toBeVisible();
  },
};

export const ServerFieldErrorsOnFields: Story = {
  name: 'Server field errors',
  args: {
    serverErrors: {
      password: ['The password must be at least 8 characters.'],
      email: 'These credentials do not match our records.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('These credentials do not match our records.');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'The password must be at least 8 characters.',
    );

    await userEvent.keyboard('m');
    await expect(canvas.queryByText('These credentials do not match our records.')).toBeNull();
  },
};

export const ServerErrorWithoutField: Story = {
  name: 'Server error without a matching field',
  args: { serverErrors: { captcha: 'Could not verify you are human.' } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('There was an issue. Please try again.');
  },
};

interface PreferencesValues {
  email: boolean;
}

export const WithSwitch: Story = {
  render: function PreferencesForm({ onSubmitted }) {
    const form = useForm<PreferencesValues>({ defaultValues: { email: false } });
    return (
      <Form form={form} onSubmit={(values) => onSubmitted(values)} className="flex flex-col gap-4">
        <FormSwitch<PreferencesValues> name="email">Email notifications</FormSwitch>
        <Button type="submit">Save</Button>
      </Form>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmitted).toHaveBeenCalledWith({ email: true });
  },
};
