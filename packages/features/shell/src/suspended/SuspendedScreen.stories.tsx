import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { shellRoutes } from '../routes';
import { ShellStoryFrame } from '../storybook/ShellStoryFrame';
import { storyBootstrapData } from '../storybook/story-bootstrap-data';
import { storyHomeRoute } from '../storybook/story-home-route';

const meta = {
  title: 'Shell/Suspended account',
  component: ShellStoryFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    data: storyBootstrapData({ signedIn: true, banned: true }),
    routes: shellRoutes([storyHomeRoute, { path: 'login', element: <h1>Sign in to your account</h1> }]),
    initialPath: '/library',
  },
} satisfies Meta<typeof ShellStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuspendedScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your account is suspended' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        "You can't open Tonearm because your account is suspended. Contact the Admin to re-activate your account.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

export const VerificationComesFirst: Story = {
  args: {
    data: storyBootstrapData({
      signedIn: true,
      banned: true,
      unverified: true,
      requireEmailConfirmation: true,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Your account is suspended' })).toBeNull();
  },
};

export const LogsOut: Story = {
  parameters: {
    msw: {
      handlers: [http.post('/auth/logout', () => HttpResponse.json({ bootstrapData: storyBootstrapData() }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Your account is suspended' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
  },
};
