import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shellRoutes } from '../routes';
import { ShellStoryFrame } from '../storybook/ShellStoryFrame';
import { storyBootstrapData } from '../storybook/story-bootstrap-data';
import { storyHomeRoute } from '../storybook/story-home-route';

const validateRequest = fn();
const resendRequest = fn();

const meta = {
  title: 'Shell/Email verification',
  component: ShellStoryFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    data: storyBootstrapData({ signedIn: true, requireEmailConfirmation: true, unverified: true }),
    routes: shellRoutes([storyHomeRoute]),
    initialPath: '/account-settings',
  },
  beforeEach: () => {
    validateRequest.mockReset();
    resendRequest.mockReset();
    toast.dismiss();
  },
} satisfies Meta<typeof ShellStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const wrongCode = http.post('/api/v1/validate-email-verification-otp', async ({ request }) => {
  validateRequest(await request.json());
  return HttpResponse.json(
    { message: 'This code is invalid.', errors: { code: ['This code is invalid.'] } },
    { status: 422 },
  );
});

export const VerificationScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await expect(
      canvas.getByText('Enter the verification code we sent to ni****@tonearm.test'),
    ).toBeVisible();
    const code = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(code).toHaveAttribute('placeholder', 'Enter your verification code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('maxlength', '6');
    await expect(code).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.getByText(/check your spam folder and promotions tab/)).toBeVisible();
    // Every path shows only this screen: no navbar, no page.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

export const WrongCode: Story = {
  parameters: { msw: { handlers: [wrongCode] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.keyboard('123456{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription('This code is invalid.'));
    await expect(code).toHaveFocus();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(validateRequest).toHaveBeenCalledWith({ code: '123456' });
  },
};

export const EmptyCodeThenTyped: Story = {
  parameters: { msw: { handlers: [wrongCode] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(code).toHaveFocus());
    // Nothing is said before the first submit.
    await expect(code).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription('The code field is required.'));
    await expect(validateRequest).not.toHaveBeenCalled();
    await userEvent.keyboard('12');
    await expect(code).not.toHaveAccessibleDescription('The code field is required.');
    await userEvent.keyboard('3456{Enter}');
    await waitFor(() => expect(validateRequest).toHaveBeenCalledWith({ code: '123456' }));
  },
};

export const ResendsTheCode: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/resend-email-verification', async ({ request }) => {
          resendRequest(await request.json());
          return HttpResponse.json({ status: 'success', message: 'Email sent' });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resend = await canvas.findByRole('button', { name: 'request a resend' });
    resend.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText('Email sent', { selector: '[data-slot="toast-message"]' }),
    ).toBeVisible();
    await expect(resendRequest).toHaveBeenCalledWith({ email: 'nina@tonearm.test' });
  },
};

export const VerifiedUsersSeeTheApp: Story = {
  args: { data: storyBootstrapData({ signedIn: true, requireEmailConfirmation: true }), initialPath: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Nina Simone' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Verify your email' })).toBeNull();
  },
};

export const TranslatedScreen: Story = {
  args: {
    data: storyBootstrapData({
      signedIn: true,
      requireEmailConfirmation: true,
      unverified: true,
      lines: {
        'Verify your email': 'Vérifiez votre adresse',
        'Enter the verification code we sent to :email': 'Saisissez le code envoyé à :email',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Vérifiez votre adresse' })).toBeVisible();
    await expect(canvas.getByText('Saisissez le code envoyé à ni****@tonearm.test')).toBeVisible();
    // A line without a translation is shown as written.
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
  },
};
