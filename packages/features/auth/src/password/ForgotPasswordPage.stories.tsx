import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame } from '../storybook/AuthStoryFrame';
import { authStoryData } from '../storybook/auth-story-data';
import { answers, findToast, submitWithEnter } from '../storybook/story-answers';

const forgotRequest = fn();

const meta = {
  title: 'Auth/Forgot password',
  component: AuthStoryFrame,
  parameters: { layout: 'fullscreen' },
  args: { data: authStoryData(), initialPath: '/forgot-password' },
  beforeEach: () => {
    forgotRequest.mockReset();
    toast.dismiss();
  },
} satisfies Meta<typeof AuthStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const recordForgot = (answer: () => Response | Promise<Response>) =>
  http.post('/auth/forgot-password', async ({ request }) => {
    forgotRequest(await request.json());
    return answer();
  });

export const ForgotPasswordForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up.' })).toHaveAttribute('href', '/register');
  },
};

export const EmailLockedFromTheAddress: Story = {
  args: { initialPath: '/forgot-password?email=ada%40example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('ada@example.com');
    await expect(email).toHaveAttribute('readonly');
  },
};

export const RegistrationDisabled: Story = {
  args: { data: authStoryData({ registrationDisabled: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    await expect(canvas.queryByRole('link', { name: 'Sign up.' })).toBeNull();
  },
};

export const SendsTheLink: Story = {
  parameters: {
    msw: {
      handlers: [
        recordForgot(() => HttpResponse.json({ message: 'We have emailed your password reset link.' })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await submitWithEnter();
    await expect(await findToast(canvas, 'We have emailed your password reset link.')).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in to your account' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(forgotRequest).toHaveBeenCalledWith({ email: 'ada@example.com' });
  },
};

export const InvalidEmail: Story = {
  parameters: {
    msw: {
      handlers: [
        recordForgot(() =>
          answers.fieldErrors({ email: ['The email field must be a valid email address.'] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@');
    await submitWithEnter();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('The email field must be a valid email address.'),
    );
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: [recordForgot(answers.pending)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await submitWithEnter();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Continue/ })).toHaveAttribute('data-pending', 'true'),
    );
  },
};
