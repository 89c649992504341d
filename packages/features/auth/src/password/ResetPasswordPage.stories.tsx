import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame } from '../storybook/AuthStoryFrame';
import { authStoryData } from '../storybook/auth-story-data';
import { answers, findToast, submitWithEnter } from '../storybook/story-answers';

const resetRequest = fn();

const meta = {
  title: 'Auth/Reset password',
  component: AuthStoryFrame,
  parameters: { layout: 'fullscreen' },
  args: { data: authStoryData(), initialPath: '/password/reset/reset-token-1?email=ada%40example.com' },
  beforeEach: () => {
    resetRequest.mockReset();
    toast.dismiss();
  },
} satisfies Meta<typeof AuthStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const recordReset = (answer: () => Response | Promise<Response>) =>
  http.post('/auth/reset-password', async ({ request }) => {
    resetRequest(await request.json());
    return answer();
  });

async function choosePassword(canvasElement: HTMLElement, password = 'a new passphrase') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('New password'), password);
  await userEvent.type(canvas.getByLabelText('Confirm password'), password);
  await submitWithEnter();
  return canvas;
}

export const ResetPasswordForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show?' }));
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
  },
};

export const ResetsThePassword: Story = {
  parameters: {
    msw: { handlers: [recordReset(() => HttpResponse.json({ message: 'Your password has been reset.' }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await choosePassword(canvasElement);
    await expect(await findToast(canvas, 'Your password has been reset!')).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in to your account' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(resetRequest).toHaveBeenCalledWith({
      token: 'reset-token-1',
      email: 'ada@example.com',
      password: 'a new passphrase',
      password_confirmation: 'a new passphrase',
    });
  },
};

export const ExpiredLink: Story = {
  parameters: {
    msw: {
      handlers: [
        recordReset(() => answers.fieldErrors({ email: ['This password reset token is invalid.'] })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await choosePassword(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('This password reset token is invalid.'));
    await expect(email).toHaveFocus();
  },
};

export const PasswordsDoNotMatch: Story = {
  parameters: {
    msw: {
      handlers: [
        recordReset(() =>
          answers.fieldErrors({ password: ['The password field confirmation does not match.'] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await choosePassword(canvasElement);
    await expect(await canvas.findByText('The password field confirmation does not match.')).toBeVisible();
  },
};

export const Resetting: Story = {
  parameters: { msw: { handlers: [recordReset(answers.pending)] } },
  play: async ({ canvasElement }) => {
    const canvas = await choosePassword(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Reset password/ })).toHaveAttribute('data-pending', 'true'),
    );
  },
};
