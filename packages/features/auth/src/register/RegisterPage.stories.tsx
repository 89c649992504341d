import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame } from '../storybook/AuthStoryFrame';
import { authStoryData } from '../storybook/auth-story-data';
import { answers, findToast, submitWithEnter } from '../storybook/story-answers';

const registerRequest = fn();

const meta = {
  title: 'Auth/Register',
  component: AuthStoryFrame,
  parameters: { layout: 'fullscreen' },
  args: { data: authStoryData(), initialPath: '/register' },
  beforeEach: () => {
    registerRequest.mockReset();
    toast.dismiss();
  },
} satisfies Meta<typeof AuthStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const recordRegister = (answer: () => Response | Promise<Response>) =>
  http.post('/auth/register', async ({ request }) => {
    registerRequest(await request.json());
    return answer();
  });

const signedUp = () =>
  HttpResponse.json({ status: 'success', bootstrapData: authStoryData({ signedIn: 'listener' }) });

async function fillPasswords(canvas: ReturnType<typeof within>, password = 'a long passphrase') {
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.type(canvas.getByLabelText('Confirm password'), password);
}

async function fillForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await fillPasswords(canvas);
  return canvas;
}

export const CreateAccountForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Create a new account' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('readonly');
    await expect(canvas.getAllByRole('checkbox', { name: 'Show?' })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Create account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in.' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByText(/Already have an account\?/)).toHaveTextContent(
      'Already have an account? Sign in.',
    );
  },
};

export const ShowRevealsBothPasswords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    const password = canvas.getByLabelText('Password');
    const confirmation = canvas.getByLabelText('Confirm password');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(confirmation).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show?' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(confirmation).toHaveAttribute('type', 'text');
  },
};

export const WorkspaceInvitation: Story = {
  args: { initialPath: '/workspace/join/register?email=ada%40example.com&inviteId=5b1e' },
  parameters: { msw: { handlers: [recordRegister(signedUp)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'To join your team on Tonearm, create an account',
      }),
    ).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('ada@example.com');
    await expect(email).toHaveAttribute('readonly');
    await expect(canvas.getByRole('link', { name: 'Sign in.' })).toHaveAttribute(
      'href',
      '/workspace/join/login?email=ada%40example.com&inviteId=5b1e',
    );
    await fillPasswords(canvas);
    await submitWithEnter();
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Nina Simone' })).toBeVisible();
    await expect(registerRequest).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'a long passphrase',
      password_confirmation: 'a long passphrase',
      policies: {},
      invite_id: '5b1e',
      invite_type: 'workspace',
    });
  },
};

export const FromThePricingPage: Story = {
  args: { initialPath: '/register?redirectFrom=pricing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "First, let's create your account" }),
    ).toBeVisible();
  },
};

export const EmailLockedFromTheAddress: Story = {
  args: { initialPath: '/register?email=ada%40example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('ada@example.com');
    await expect(email).toHaveAttribute('readonly');
  },
};

export const CreatesTheAccount: Story = {
  parameters: { msw: { handlers: [recordRegister(signedUp)] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await submitWithEnter();
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Nina Simone' })).toBeVisible();
    await expect(registerRequest).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'a long passphrase',
      password_confirmation: 'a long passphrase',
      policies: {},
    });
  },
};

export const PoliciesInTheVisitorsLanguage: Story = {
  name: "Policies in the visitor's language",
  args: {
    data: authStoryData({
      policies: [{ id: 'terms', name: 'Terms of Service', action: '/pages/terms-of-service' }],
      i18n: {
        language: 'fr',
        lines: {
          // The operator's policy name is translated like a menu label, then set into each sentence.
          'Terms of Service': "Conditions d'utilisation",
          'I accept the :name': "J'accepte les :name",
          'Read the :name': 'Lire les :name',
          'The :name must be accepted.': 'Les :name doivent être acceptées.',
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await submitWithEnter();
    await expect(
      await canvas.findByText("Les Conditions d'utilisation doivent être acceptées."),
    ).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: "J'accepte les Conditions d'utilisation" }),
    ).toHaveFocus();
    await expect(canvas.getByRole('link', { name: "Lire les Conditions d'utilisation" })).toHaveAttribute(
      'href',
      '/pages/terms-of-service',
    );
    await expect(registerRequest).not.toHaveBeenCalled();
  },
};

export const RegistrationPolicies: Story = {
  args: {
    data: authStoryData({
      policies: [
        { id: 'terms', name: 'Terms of Service', action: '/pages/terms-of-service' },
        { id: 2, name: 'Privacy Policy' },
      ],
    }),
  },
  parameters: { msw: { handlers: [recordRegister(signedUp)] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await submitWithEnter();
    await expect(await canvas.findByText('The Terms of Service must be accepted.')).toBeVisible();
    await expect(canvas.getByText('The Privacy Policy must be accepted.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'I accept the Terms of Service' })).toHaveFocus();
    await expect(registerRequest).not.toHaveBeenCalled();
    // A policy with a page links to it, in a new tab so the form keeps what was typed.
    const terms = canvas.getByRole('link', { name: 'Read the Terms of Service' });
    await expect(terms).toHaveAttribute('href', '/pages/terms-of-service');
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('link', { name: 'Read the Privacy Policy' })).toBeNull();

    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the Privacy Policy' }));
    await userEvent.click(canvas.getByRole('textbox', { name: 'Email' }));
    await submitWithEnter();
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Nina Simone' })).toBeVisible();
    await expect(registerRequest).toHaveBeenCalledWith(
      expect.objectContaining({ policies: { terms: true, '2': true } }),
    );
  },
};

export const NeedsEmailVerification: Story = {
  name: 'Needs email verification: says to check the inbox and goes to sign in, for a new address and a taken one',
  args: { initialPath: '/register?redirectUri=/library' },
  parameters: {
    msw: {
      handlers: [
        recordRegister(() =>
          HttpResponse.json({ status: 'needs_email_verification', bootstrapData: authStoryData() }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    const address = (canvas.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value;
    await submitWithEnter();
    await expect(await findToast(canvas, 'We have sent you an email. Follow it to continue.')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(address);
  },
};

export const PasswordRules: Story = {
  parameters: {
    msw: {
      handlers: [
        recordRegister(() =>
          answers.fieldErrors({ password: ['The password field must be at least 8 characters.'] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await fillPasswords(canvas, 'short');
    await submitWithEnter();
    await expect(await canvas.findByText('The password field must be at least 8 characters.')).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
  },
};

export const CreatingTheAccount: Story = {
  parameters: { msw: { handlers: [recordRegister(answers.pending)] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await submitWithEnter();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Create account/ })).toHaveAttribute('data-pending', 'true'),
    );
  },
};

export const RegistrationDisabled: Story = {
  name: 'Registration disabled: sent to login',
  args: { data: authStoryData({ registrationDisabled: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The login screen loads on first visit.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in to your account' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const RegistrationDisabledInvitation: Story = {
  name: 'Registration disabled: an invitation may still register',
  args: {
    data: authStoryData({ registrationDisabled: true }),
    initialPath: '/workspace/join/register?email=ada%40example.com&inviteId=5b1e',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'To join your team on Tonearm, create an account',
      }),
    ).toBeVisible();
  },
};

export const HumanCheckUnreachable: Story = {
  name: 'Human check on, provider unreachable',
  args: { data: authStoryData({ recaptcha: true }) },
  parameters: {
    msw: {
      handlers: [
        http.get('https://www.google.com/recaptcha/api.js', () => HttpResponse.error()),
        recordRegister(signedUp),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await submitWithEnter();
    await expect(await findToast(canvas, 'Could not verify you are human.')).toBeVisible();
    await expect(registerRequest).not.toHaveBeenCalled();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create a new account' })).toBeVisible();
  },
};

export const SocialSignUp: Story = {
  args: { data: authStoryData({ social: ['google', 'facebook', 'twitter', 'envato'] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('OR')).toBeVisible();
    for (const service of ['google', 'facebook', 'twitter', 'envato']) {
      await expect(canvas.getByRole('button', { name: `Continue with ${service}` })).toBeVisible();
    }
  },
};

export const CompactSocialSignUp: Story = {
  args: { data: authStoryData({ social: ['google', 'twitter'], compactSocial: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Or sign up with')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with twitter' })).toBeVisible();
  },
};
