import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SitePagesStoryFrame } from '../storybook/SitePagesStoryFrame';
import { sitePagesStoryData } from '../storybook/story-data';
import { createStoryServer } from '../storybook/story-server';
import { mobileViewport, resetStoryPage } from '../storybook/story-support';

const server = createStoryServer();

const meta = {
  title: 'Site pages/API documentation',
  component: SitePagesStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: server.handlers } },
  args: { data: sitePagesStoryData({ signedIn: true }), initialPath: '/api-docs' },
  beforeEach: () => {
    resetStoryPage();
    server.reset();
  },
} satisfies Meta<typeof SitePagesStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reference: Story = {
  name: 'Operations grouped by tag, filtered as you type',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Authentication' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter operations' }), 'sign in');
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Account' })).toBeNull();
    await expect(canvas.getByText('1 operation')).toBeVisible();
    const login = canvas.getByRole('button', { name: /^post \/auth\/login/i });
    login.focus();
    await userEvent.keyboard('{Enter}');
    await expect(login).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Request body schema' })).toHaveTextContent('"password"');
    await expect(canvas.getByRole('textbox', { name: 'Request body (JSON)' })).toHaveValue(
      '{\n  "email": "listener@example.com",\n  "password": ""\n}',
    );
  },
};

export const TryIt: Story = {
  name: 'Tries an operation with a personal access token',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^get \/api\/v1\/users/i }));
    await userEvent.type(canvas.getByLabelText('Personal access token'), 'story-token');
    const tryIt = canvas.getByRole('region', { name: 'Try it' });
    await userEvent.type(within(tryIt).getByRole('textbox', { name: 'id' }), 'me');
    await userEvent.click(within(tryIt).getByRole('button', { name: 'Send request' }));
    await expect(await within(tryIt).findByText('200')).toBeVisible();
    await expect(within(tryIt).getByRole('region', { name: 'Response body' })).toHaveTextContent(
      'nina@tonearm.test',
    );
  },
};

export const Guest: Story = {
  name: 'A guest without api.access goes to /login',
  args: { data: sitePagesStoryData() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Sign in' })).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'The document could not be loaded',
  beforeEach: () => server.reset('serverError'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'There was an issue loading this page' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^post \/auth\/login/i }));
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
