// @vitest-environment jsdom
import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/Button';
import { applyServerErrors, type ServerErrorsResult, type ServerFieldErrors } from './apply-server-errors';
import { Form } from './Form';
import { FormCheckbox } from './FormCheckbox';
import { FormPasswordField } from './FormPasswordField';
import { FormTextField } from './FormTextField';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

/** A login form whose server answers every submission with `serverErrors`. */
function LoginForm({
  serverErrors,
  onSubmitted,
}: {
  serverErrors?: ServerFieldErrors;
  onSubmitted: (values: LoginValues, result: ServerErrorsResult) => void;
}) {
  const form = useForm<LoginValues>({ defaultValues: { email: '', password: '', remember: true } });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        onSubmitted(values, applyServerErrors(form, serverErrors));
      }}
    >
      <FormTextField<LoginValues>
        name="email"
        label="Email"
        type="email"
        rules={{ required: 'Email is required.' }}
      />
      <FormPasswordField<LoginValues>
        name="password"
        label="Password"
        rules={{ required: 'Password is required.' }}
      />
      <FormCheckbox<LoginValues> name="remember">Stay signed in for a month</FormCheckbox>
      <Button type="submit">Continue</Button>
    </Form>
  );
}

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return user;
}

describe('Form with server errors', () => {
  it('submits the typed values', async () => {
    const onSubmitted = vi.fn();
    render(<LoginForm onSubmitted={onSubmitted} />);

    await fillAndSubmit();

    expect(onSubmitted).toHaveBeenCalledWith(
      { email: 'ada@example.com', password: 'secret', remember: true },
      { applied: [], unmatched: {} },
    );
  });

  it('puts each server error on its field and focuses the first field in form order', async () => {
    const onSubmitted = vi.fn();
    render(
      <LoginForm
        onSubmitted={onSubmitted}
        serverErrors={{
          password: 'The password is too short.',
          email: ['These credentials do not match our records.', 'A second message.'],
        }}
      />,
    );

    await fillAndSubmit();

    const email = screen.getByRole('textbox', { name: 'Email' });
    const password = screen.getByLabelText('Password');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('These credentials do not match our records.');
    expect(password).toHaveAccessibleDescription('The password is too short.');
    expect(screen.queryByText('A second message.')).toBeNull();
    expect(onSubmitted.mock.calls[0]?.[1]).toEqual({ applied: ['email', 'password'], unmatched: {} });
  });

  it('focuses a later field when only it has an error', async () => {
    render(<LoginForm onSubmitted={vi.fn()} serverErrors={{ remember: 'Not allowed here.' }} />);

    await fillAndSubmit();

    expect(screen.getByRole('checkbox', { name: 'Stay signed in for a month' })).toHaveFocus();
    expect(screen.getByText('Not allowed here.')).toBeInTheDocument();
  });

  it('reports errors for names the form has no field for and leaves focus alone', async () => {
    const onSubmitted = vi.fn();
    render(
      <LoginForm onSubmitted={onSubmitted} serverErrors={{ captcha: ['Could not verify you are human.'] }} />,
    );

    await fillAndSubmit();

    expect(onSubmitted.mock.calls[0]?.[1]).toEqual({
      applied: [],
      unmatched: { captcha: 'Could not verify you are human.' },
    });
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  });

  it('clears a server error once its field is edited', async () => {
    render(
      <LoginForm
        onSubmitted={vi.fn()}
        serverErrors={{ email: 'These credentials do not match our records.' }}
      />,
    );
    const user = await fillAndSubmit();
    const email = screen.getByRole('textbox', { name: 'Email' });

    await user.type(email, 'x');

    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('These credentials do not match our records.')).toBeNull();
  });

  it('shows client validation messages and focuses the first invalid field without submitting', async () => {
    const onSubmitted = vi.fn();
    render(<LoginForm onSubmitted={onSubmitted} />);

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
  });
});

describe('applyServerErrors', () => {
  it('reports nothing applied for a missing or empty errors map, so the caller shows a generic notice', () => {
    const { result } = renderHook(() => useForm<LoginValues>());

    expect(applyServerErrors(result.current, undefined)).toEqual({ applied: [], unmatched: {} });
    expect(applyServerErrors(result.current, {})).toEqual({ applied: [], unmatched: {} });
    expect(result.current.getFieldState('email').invalid).toBe(false);
  });
});
