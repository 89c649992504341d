import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SitePagesStoryFrame } from '../storybook/SitePagesStoryFrame';
import { sitePagesStoryData } from '../storybook/story-data';
import { createStoryServer } from '../storybook/story-server';
import { mobileViewport, resetStoryPage } from '../storybook/story-support';

const server = createStoryServer();

const meta = {
  title: 'Site pages/Custom page',
  component: SitePagesStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: server.handlers } },
  args: { data: sitePagesStoryData(), initialPath: '/pages/privacy-policy' },
  beforeEach: () => {
    resetStoryPage();
    server.reset();
  },
} satisfies Meta<typeof SitePagesStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BySlug: Story = {
  name: 'A page by slug, sanitised, with its SEO title and description',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'What we collect' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="custom-page-body"] script')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="custom-page-body"] [onclick]')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Privacy Policy - Tonearm'));
    await expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'What personal data Tonearm collects.',
    );
  },
};

export const ById: Story = {
  name: 'A page by id, its in-app links moving in place',
  args: { initialPath: '/pages/2/privacy-policy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    canvas.getByRole('link', { name: 'contact page' }).click();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/contact');
  },
};

export const Missing: Story = {
  name: 'A missing page shows the not-found page',
  args: { initialPath: '/pages/no-such-page' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: "Looks like you've found the doorway to the great nothing",
      }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Loading',
  beforeEach: () => server.reset('pending'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading page' })).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
