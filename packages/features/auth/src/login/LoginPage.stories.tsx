import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuthStoryFrame } from '../storybook/AuthStoryFrame';
import { authStoryData } from '../storybook/auth-story-data';
import { answers, findToast, submitWithEnter } from '../storybook/story-answers';

const loginRequest = fn();
const challengeRequest = fn();

const meta = {
  title: 'Auth/Login',
  component: AuthStoryFrame,
  parameters: { layout: 'fullscreen' },
  args: { data: authStoryData(), initialPath: '/login' },
  beforeEach: () => {
    loginRequest.mockReset();
    challengeRequest.mockReset();
    toast.dismiss();
  },
} satisfies Meta<typeof AuthStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const recordLogin = (answer: () => Response | Promise<Response>) =>
  http.post('/auth/login', async ({ request }) => {
    loginRequest(await request.json());
    return answer();
  });

const recordChallenge = (answer: () => Response | Promise<Response>) =>
  http.post('/auth/two-factor-challenge', async ({ request }) => {
    challengeRequest(await request.json());
    return answer();
  });

async function signIn(canvasElement: HTMLElement, email = 'nina@tonearm.test', password = 'correct horse') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await submitWithEnter();
  return canvas;
}

export const SignInForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Show?' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Stay signed in for a month' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Maybe later' })).toHaveAttribute('href', '/discover');
    await expect(canvas.getByRole('link', { name: 'Sign up.' })).toHaveAttribute('href', '/register');
    await expect(canvas.queryByText('OR')).toBeNull();
  },
};

export const ShowsThePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = await canvas.findByLabelText('Password');
    await userEvent.type(password, 'secret');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show?' }));
    await expect(password).toHaveAttribute('type', 'text');
  },
};

export const WorkspaceInvitation: Story = {
  args: { initialPath: '/workspace/join/login?email=ada%40example.com&inviteId=5b1e' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'To join your team on Tonearm, login to your account',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await expect(canvas.getByRole('link', { name: 'Sign up.' })).toHaveAttribute(
      'href',
      '/workspace/join/register?email=ada%40example.com&inviteId=5b1e',
    );
  },
};

export const EmailFromTheAddress: Story = {
  args: { initialPath: '/login?email=ada%40example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  },
};

export const DemoSite: Story = {
  args: { data: authStoryData({ demo: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toHaveValue('listener@tonearm.local');
    await expect(canvas.getByLabelText('Password')).toHaveValue('tonearm-listener');
  },
};

export const RegistrationDisabled: Story = {
  args: { data: authStoryData({ registrationDisabled: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Sign in to your account' });
    await expect(canvas.queryByRole('link', { name: 'Sign up.' })).toBeNull();
  },
};

export const SocialSignIn: Story = {
  args: { data: authStoryData({ social: ['google', 'facebook', 'twitter', 'envato'] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('OR')).toBeVisible();
    for (const service of ['google', 'facebook', 'twitter', 'envato']) {
      await expect(canvas.getByRole('button', { name: `Continue with ${service}` })).toHaveTextContent(
        `Continue with ${service}`,
      );
    }
  },
};

export const CompactSocialSignIn: Story = {
  args: { data: authStoryData({ social: ['google', 'envato'], compactSocial: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Or sign in with')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with google' })).toHaveTextContent('');
    await expect(canvas.getByRole('button', { name: 'Continue with envato' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continue with facebook' })).toBeNull();
  },
};

export const SignsIn: Story = {
  parameters: { msw: { handlers: [recordLogin(answers.signedIn)] } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Nina Simone' })).toBeVisible();
    await expect(loginRequest).toHaveBeenCalledWith({
      email: 'nina@tonearm.test',
      password: 'correct horse',
      remember: true,
    });
  },
};

export const WrongPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        recordLogin(() => answers.fieldErrors({ email: ['These credentials do not match our records.'] })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'nina@tonearm.test', 'wrong');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('These credentials do not match our records.'),
    );
    await expect(email).toHaveFocus();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'The email field is required.',
    );
    await expect(canvas.getByText('The password field is required.')).toBeVisible();
    await expect(loginRequest).not.toHaveBeenCalled();
  },
};

/** French lines for a few of the login screen's words, as the server sends a visitor's translations. */
const FRENCH_LOGIN_LINES = {
  'Sign in to your account': 'Connectez-vous à votre compte',
  Email: 'E-mail',
  Password: 'Mot de passe',
  'Show?': 'Afficher ?',
  'Forgot your password?': 'Mot de passe oublié ?',
  'Stay signed in for a month': 'Rester connecté un mois',
  Continue: 'Continuer',
  "Don't have an account?": "Vous n'avez pas de compte ?",
  'Sign up.': 'Inscrivez-vous.',
  'The email field is required.': 'Le champ e-mail est obligatoire.',
  'The password field is required.': 'Le champ mot de passe est obligatoire.',
};

export const InTheVisitorsLanguage: Story = {
  name: "In the visitor's language",
  args: { data: authStoryData({ i18n: { language: 'fr', lines: FRENCH_LOGIN_LINES } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Connectez-vous à votre compte' }),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Rester connecté un mois' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Afficher ?' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Inscrivez-vous.' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByText("Vous n'avez pas de compte ?", { exact: false })).toBeVisible();
    // Lines without a translation stay in English.
    await expect(canvas.getByRole('link', { name: 'Maybe later' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Le champ e-mail est obligatoire.',
    );
    await expect(canvas.getByText('Le champ mot de passe est obligatoire.')).toBeVisible();
    await expect(loginRequest).not.toHaveBeenCalled();
  },
};

export const RequiredFieldsThenFilled: Story = {
  parameters: { msw: { handlers: [recordLogin(answers.signedIn)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAccessibleDescription('The email field is required.');
    await userEvent.type(email, 'nina@tonearm.test');
    // The message goes as soon as the field is filled, not at the next submit.
    await expect(email).not.toHaveAccessibleDescription('The email field is required.');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await expect(canvas.queryByText('The password field is required.')).toBeNull();
    await submitWithEnter();
    await waitFor(() => expect(loginRequest).toHaveBeenCalledTimes(1));
    await expect(loginRequest).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'nina@tonearm.test', password: 'correct horse' }),
    );
  },
};

export const SigningIn: Story = {
  parameters: { msw: { handlers: [recordLogin(answers.pending)] } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Continue/ })).toHaveAttribute('data-pending', 'true'),
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [recordLogin(answers.serverError)] } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await findToast(canvas, 'Server Error')).toBeVisible();
  },
};

export const TwoFactorChallenge: Story = {
  parameters: {
    msw: { handlers: [recordLogin(answers.twoFactorRequired), recordChallenge(answers.signedIn)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    const code = await canvas.findByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAttribute('maxlength', '6');
    await expect(canvas.queryByRole('textbox', { name: 'Email' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    await userEvent.keyboard('123456');
    await submitWithEnter();
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Nina Simone' })).toBeVisible();
    await expect(challengeRequest).toHaveBeenCalledWith({ code: '123456' });
  },
};

export const TwoFactorWrongCode: Story = {
  parameters: {
    msw: {
      handlers: [
        recordLogin(answers.twoFactorRequired),
        recordChallenge(() =>
          answers.fieldErrors({ code: ['The provided two factor authentication code was invalid.'] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Code' }), '000000{Enter}');
    await expect(
      await canvas.findByText('The provided two factor authentication code was invalid.'),
    ).toBeVisible();
  },
};

export const TwoFactorCodeLength: Story = {
  parameters: {
    msw: { handlers: [recordLogin(answers.twoFactorRequired), recordChallenge(answers.signedIn)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Code' }), '1234{Enter}');
    await expect(await canvas.findByText('The code field must be 6 characters.')).toBeVisible();
    await expect(challengeRequest).not.toHaveBeenCalled();
  },
};

export const RecoveryCode: Story = {
  parameters: {
    msw: { handlers: [recordLogin(answers.twoFactorRequired), recordChallenge(answers.signedIn)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Use recovery code instead' }));
    const recovery = canvas.getByRole('textbox', { name: 'Recovery code' });
    await waitFor(() => expect(recovery).toHaveFocus());
    await expect(recovery).toHaveAttribute('maxlength', '21');
    await expect(canvas.queryByRole('textbox', { name: 'Code' })).toBeNull();
    await userEvent.keyboard('Ab3dE6gH9j-Kl2nO5qR8t');
    await submitWithEnter();
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Nina Simone' })).toBeVisible();
    await expect(challengeRequest).toHaveBeenCalledWith({ recovery_code: 'Ab3dE6gH9j-Kl2nO5qR8t' });
  },
};

export const MascotWatchesAndCoversItsEyes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mascot = () => canvasElement.querySelector('[data-slot="mascot"]');
    const pupils = () =>
      canvasElement.querySelector<SVGGElement>('[data-slot="mascot-pupils"]')?.style.transform;
    const email = await canvas.findByRole('textbox', { name: 'Email' });
    await expect(mascot()).toHaveAttribute('data-expression', 'idle');
    await expect(mascot()).toHaveAttribute('aria-hidden', 'true');

    await userEvent.click(email);
    await expect(mascot()).toHaveAttribute('data-expression', 'watching');
    const atStart = pupils();
    await userEvent.keyboard('a.very.long.address@example.com');
    await waitFor(() => expect(pupils()).not.toBe(atStart));

    await userEvent.click(canvas.getByLabelText('Password'));
    await expect(mascot()).toHaveAttribute('data-expression', 'covering');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Stay signed in for a month' }));
    await expect(mascot()).toHaveAttribute('data-expression', 'idle');
  },
};

export const SignedInVisitorIsSentOn: Story = {
  args: { data: authStoryData({ signedIn: 'listener' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Nina Simone' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Sign in to your account' })).toBeNull();
  },
};

export const LoginFailsWithoutAnAnswer: Story = {
  name: 'Network failure',
  parameters: { msw: { handlers: [http.post('/auth/login', () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await findToast(canvas, 'There was an issue. Please try again.')).toBeVisible();
  },
};
