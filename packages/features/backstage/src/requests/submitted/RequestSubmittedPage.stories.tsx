import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fitsWidth, mobileViewport, resetStoryPage } from '../../storybook/story-support';
import { RequestsStoryFrame } from '../storybook/RequestsStoryFrame';
import { requestsStoryData, storyRequest } from '../storybook/story-data';
import { createRequestStoryServer } from '../storybook/story-server';

const server = createRequestStoryServer();

const meta = {
  title: 'Backstage/Requests/Submitted',
  component: RequestsStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: server.handlers } },
  args: { data: requestsStoryData(), initialPath: '/backstage/requests/12/request-submitted' },
  beforeEach: () => {
    resetStoryPage();
    server.reset({ requests: [storyRequest()] });
  },
} satisfies Meta<typeof RequestsStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  name: 'Pending: says it will be reviewed, with what was sent',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'We’ve got your request' })).toBeVisible();
    await expect(canvas.getByText('Pending review')).toBeVisible();
    await expect(canvas.getByText('Nina and the Night')).toBeVisible();
    await expect(canvas.getByText('passport.png · 200 KB')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Got it' })).toHaveAttribute('href', '/');
  },
};

export const Approved: Story = {
  name: 'Approved: welcomes the artist with the reviewer’s notes',
  beforeEach: () => {
    server.reset({ requests: [storyRequest({ status: 'approved', notes: 'Welcome aboard!' })] });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your request was approved' })).toBeVisible();
    await expect(canvas.getByText('Welcome aboard!')).toBeVisible();
  },
};

export const Denied: Story = {
  name: 'Denied: says why, in the reviewer’s notes',
  beforeEach: () => {
    server.reset({
      requests: [
        storyRequest({
          type: 'claim-artist',
          status: 'denied',
          artist_name: null,
          artist: { id: 51, name: 'The Lanterns', image: null, verified: true },
          role: 'manager',
          notes: 'We could not confirm you manage the band.',
        }),
      ],
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your request was denied' })).toBeVisible();
    await expect(canvas.getByText('We could not confirm you manage the band.')).toBeVisible();
    await expect(canvas.getByText('Manager')).toBeVisible();
    await expect(canvas.getByText('Claim an existing artist')).toBeVisible();
  },
};

export const NotTheirs: Story = {
  name: 'Shows the not-found page for a request that is not the user’s',
  args: { initialPath: '/backstage/requests/99/request-submitted' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('404')).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'We’ve got your request' }),
    ).toBeVisible();
    await expect(fitsWidth(canvasElement)).toBe(true);
  },
};
