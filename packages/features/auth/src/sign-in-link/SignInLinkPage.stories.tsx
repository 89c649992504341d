import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tonearm/ui';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthStoryFrame } from '../storybook/AuthStoryFrame';
import { authStoryData } from '../storybook/auth-story-data';
import { answers } from '../storybook/story-answers';

const linkRequest = fn();
const TOKEN = 'k3J9xQ2mV7pL0sT5wZ8c';

const meta = {
  title: 'Auth/Sign-in link',
  component: AuthStoryFrame,
  parameters: { layout: 'fullscreen' },
  args: { data: authStoryData(), initialPath: `/login/link/${TOKEN}` },
  beforeEach: () => {
    linkRequest.mockReset();
    toast.dismiss();
  },
} satisfies Meta<typeof AuthStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const recordLink = (answer: () => Response | Promise<Response>) =>
  http.post('/auth/login-link', async ({ request }) => {
    linkRequest(await request.json());
    return answer();
  });

export const SignsInOnAPress: Story = {
  name: 'Signs in on a press, never on load',
  parameters: { msw: { handlers: [recordLink(answers.signedIn)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in with your link' }),
    ).toBeVisible();
    await expect(linkRequest).not.toHaveBeenCalled();
    canvas.getByRole('button', { name: 'Sign in' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Nina Simone' })).toBeVisible();
    await expect(linkRequest).toHaveBeenCalledWith({ token: TOKEN });
  },
};

export const AsksForTheSecondFactor: Story = {
  parameters: { msw: { handlers: [recordLink(() => HttpResponse.json({ two_factor: true }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('textbox', { name: 'Code' })).toBeVisible();
  },
};

export const UsedOrExpiredLink: Story = {
  parameters: {
    msw: {
      handlers: [
        recordLink(() => answers.fieldErrors({ token: ['This sign-in link is invalid or has expired.'] })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This sign-in link is invalid or has expired.',
    );
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  },
};
