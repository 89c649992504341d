import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { shellRoutes } from '../routes';
import { ShellStoryFrame } from '../storybook/ShellStoryFrame';
import { storyBootstrapData } from '../storybook/story-bootstrap-data';
import { storyHomeRoute } from '../storybook/story-home-route';

const meta = {
  title: 'Shell/App layout',
  component: ShellStoryFrame,
  parameters: { layout: 'fullscreen' },
  args: { data: storyBootstrapData(), routes: shellRoutes([storyHomeRoute]) },
} satisfies Meta<typeof ShellStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome to Tonearm' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};

export const SignedIn: Story = {
  args: { data: storyBootstrapData({ signedIn: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Nina Simone' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
  },
};

export const RegistrationDisabled: Story = {
  args: { data: storyBootstrapData({ registrationDisabled: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Login' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Register' })).toBeNull();
  },
};

export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Welcome to Tonearm' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.ownerDocument.getElementById('main-content')).toHaveFocus();
  },
};
