import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shellRoutes } from '../routes';
import { ShellStoryFrame } from '../storybook/ShellStoryFrame';
import { storyBootstrapData } from '../storybook/story-bootstrap-data';
import { storyHomeRoute } from '../storybook/story-home-route';

function failingRoute(status: number) {
  return {
    path: 'broken',
    loader: () => {
      throw new Response(null, { status });
    },
    element: null,
  };
}

const meta = {
  title: 'Shell/Route errors',
  component: ShellStoryFrame,
  parameters: { layout: 'fullscreen' },
  args: { data: storyBootstrapData(), routes: shellRoutes([storyHomeRoute]), initialPath: '/no/such/page' },
} satisfies Meta<typeof ShellStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: "Looks like you've found the doorway to the great nothing",
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Take me there!' })).toHaveAttribute('href', '/');
  },
};

export const NotFoundFromLoader: Story = {
  args: { routes: shellRoutes([storyHomeRoute, failingRoute(404)]), initialPath: '/broken' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Sorry about that! Please visit our homepage to get where you need to go.'),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { routes: shellRoutes([storyHomeRoute, failingRoute(500)]), initialPath: '/broken' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'There was an issue loading this page' }),
    ).toBeVisible();
    await expect(canvas.getByText('Please try again later')).toBeVisible();
  },
};

export const UnauthenticatedGoesToLogin: Story = {
  args: {
    routes: [
      ...shellRoutes([storyHomeRoute, failingRoute(401)]),
      { path: '/login', element: <h1>Sign in to your account</h1> },
    ],
    initialPath: '/broken',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  },
};
