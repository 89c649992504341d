import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SocialAuthPopupResult } from '@tonearm/client/contract';
import { toast } from '@tonearm/ui';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GuestRoute } from '../guards/GuestRoute';
import { AuthPage } from '../layout/AuthPage';
import { AuthStoryFrame } from '../storybook/AuthStoryFrame';
import { authStoryData } from '../storybook/auth-story-data';
import { ScriptedPopupHost } from '../storybook/scripted-popup-host';
import { answers, findToast, submitWithEnter } from '../storybook/story-answers';
import { SocialSignInSection } from './SocialSignInSection';

const connectRequest = fn();

/** The sign-in section on a guest page whose popups answer with `result`. */
function withPopupAnswering(result: SocialAuthPopupResult) {
  const host = new ScriptedPopupHost(result);
  const routes = [
    {
      element: <GuestRoute />,
      children: [
        {
          path: 'login',
          element: (
            <AuthPage heading="Sign in to your account">
              <SocialSignInSection popupHost={host} />
            </AuthPage>
          ),
        },
      ],
    },
  ];
  return { host, args: { routes } };
}

const meta = {
  title: 'Auth/Social sign-in',
  component: AuthStoryFrame,
  parameters: { layout: 'fullscreen' },
  args: { data: authStoryData({ social: ['google', 'facebook'] }), initialPath: '/login' },
  beforeEach: () => {
    connectRequest.mockReset();
    toast.dismiss();
  },
} satisfies Meta<typeof AuthStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = authStoryData({ signedIn: 'listener' });

const success = withPopupAnswering({ status: 'SUCCESS', callbackData: { bootstrapData: signedIn } });
export const SignsIn: Story = {
  args: success.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with google' }));
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Nina Simone' })).toBeVisible();
    await expect(success.host.opened).toEqual([
      {
        url: `${window.location.origin}/secure/auth/social/google/login`,
        target: 'social-sign-in',
        features: expect.stringMatching(/^width=650,height=550,left=\d+,top=\d+$/),
      },
    ]);
  },
};

const alreadySignedIn = withPopupAnswering({
  status: 'ALREADY_LOGGED_IN',
  callbackData: { bootstrapData: signedIn },
});
export const AlreadySignedIn: Story = {
  args: alreadySignedIn.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with facebook' }));
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Nina Simone' })).toBeVisible();
  },
};

const passwordRequired = withPopupAnswering({ status: 'REQUEST_PASSWORD' });
const recordConnect = (answer: () => Response | Promise<Response>) =>
  http.post('/secure/auth/social/connect', async ({ request }) => {
    connectRequest(await request.json());
    return answer();
  });

export const PasswordRequired: Story = {
  args: passwordRequired.args,
  parameters: { msw: { handlers: [recordConnect(answers.signedIn)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with google' }));
    const dialog = await page.findByRole('dialog', { name: 'Password required' });
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.keyboard('my existing password');
    await submitWithEnter();
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Nina Simone' })).toBeVisible();
    await expect(connectRequest).toHaveBeenCalledWith({ password: 'my existing password' });
  },
};

export const PasswordRequiredWrongPassword: Story = {
  args: passwordRequired.args,
  parameters: {
    msw: {
      handlers: [recordConnect(() => answers.fieldErrors({ password: ['The password is incorrect.'] }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with google' }));
    const dialog = await page.findByRole('dialog', { name: 'Password required' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong');
    await submitWithEnter();
    await expect(await within(dialog).findByText('The password is incorrect.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

const failedWithMessage = withPopupAnswering({
  status: 'ERROR',
  callbackData: { errorMessage: 'Sign-in with Google is not configured on this site.' },
});
export const FailsWithTheProvidersMessage: Story = {
  args: failedWithMessage.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with google' }));
    await expect(
      await findToast(canvas, 'Sign-in with Google is not configured on this site.'),
    ).toBeVisible();
  },
};

const failedSilently = withPopupAnswering({ status: 'ERROR' });
export const FailsWithoutAMessage: Story = {
  args: failedSilently.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with google' }));
    await expect(await findToast(canvas, 'An error occurred. Please try again later')).toBeVisible();
  },
};

export const PasswordRequiredModal: Story = {
  name: 'Password required modal',
  args: passwordRequired.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with google' }));
    const dialog = await page.findByRole('dialog', { name: 'Password required' });
    await expect(dialog).toHaveTextContent(
      'An account with this email address already exists. To connect the two accounts, enter the password of the existing account.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await expect(within(dialog).getByText('The password field is required.')).toBeVisible();
    await expect(connectRequest).not.toHaveBeenCalled();
  },
};
