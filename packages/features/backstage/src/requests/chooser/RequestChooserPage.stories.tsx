import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fitsWidth, mobileViewport, resetStoryPage } from '../../storybook/story-support';
import { RequestsStoryFrame } from '../storybook/RequestsStoryFrame';
import { requestsStoryData, storyOwnArtist, storyRequest } from '../storybook/story-data';
import { createRequestStoryServer } from '../storybook/story-server';

const server = createRequestStoryServer();

const meta = {
  title: 'Backstage/Requests/Chooser',
  component: RequestsStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: server.handlers } },
  args: { data: requestsStoryData(), initialPath: '/backstage/requests' },
  beforeEach: () => {
    resetStoryPage();
    server.reset();
  },
} satisfies Meta<typeof RequestsStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listener: Story = {
  name: 'Offers a listener to become an artist or claim one',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Get access to Tonearm for artists' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /^Become an artist/ })).toHaveAttribute(
      'href',
      '/backstage/requests/become-artist',
    );
    await expect(canvas.getByRole('link', { name: /^Claim an existing artist/ })).toHaveAttribute(
      'href',
      '/backstage/requests/claim-artist',
    );
    await expect(canvas.queryByRole('link', { name: /^Get verified/ })).toBeNull();
  },
};

export const WithArtist: Story = {
  name: 'Offers verification instead once the user speaks for an artist, and lists earlier requests',
  beforeEach: () => {
    server.reset({
      artists: [storyOwnArtist],
      requests: [
        storyRequest({ id: 12, status: 'approved', notes: 'Welcome' }),
        storyRequest({ id: 9, type: 'claim-artist', status: 'denied', artist_name: null, role: 'manager' }),
      ],
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /^Get verified/ })).toHaveAttribute(
      'href',
      '/backstage/requests/verify-artist',
    );
    await expect(canvas.queryByRole('link', { name: /^Become an artist/ })).toBeNull();
    const earlier = within(canvas.getByRole('region', { name: 'Your requests' }));
    await expect(earlier.getByText('Approved')).toBeVisible();
    await expect(earlier.getByText('Denied')).toBeVisible();
    await expect(earlier.getAllByRole('link', { name: 'View' })[0]).toHaveAttribute(
      'href',
      '/backstage/requests/12/request-submitted',
    );
  },
};

export const Guest: Story = {
  name: 'Sends a guest to sign in',
  args: { data: requestsStoryData({ signedIn: false }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Sign in' })).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: /^Claim an existing artist/ }),
    ).toBeVisible();
    await expect(fitsWidth(canvasElement)).toBe(true);
  },
};
