import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SitePagesStoryFrame } from '../storybook/SitePagesStoryFrame';
import { sitePagesStoryData } from '../storybook/story-data';
import { createStoryServer } from '../storybook/story-server';
import { findToast, mobileViewport, resetStoryPage } from '../storybook/story-support';

const server = createStoryServer();

const meta = {
  title: 'Site pages/Import playlist',
  component: SitePagesStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: server.handlers } },
  args: { data: sitePagesStoryData(), initialPath: '/import-playlist' },
  beforeEach: () => {
    resetStoryPage();
    server.reset();
  },
} satisfies Meta<typeof SitePagesStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const type = async (canvasElement: HTMLElement, label: string, text: string) =>
  userEvent.type(await within(canvasElement).findByRole('textbox', { name: label }), text);

export const RefusesOtherLinks: Story = {
  name: 'Refuses missing fields and a Spotify link without /playlist/',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByText('The email field is required.')).toBeVisible();
    await expect(canvas.getByText('The playlist link field is required.')).toBeVisible();
    await type(canvasElement, 'Email', 'dj@example.com');
    await type(
      canvasElement,
      'Spotify playlist link',
      'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByText('It must be a valid Spotify playlist link.')).toBeVisible();
    await expect(server.calls.contactPage).not.toHaveBeenCalled();
  },
};

export const Sends: Story = {
  name: "Sends the playlist as import_playlist_spotify: 'Thank you, we will review your request.'",
  play: async ({ canvasElement }) => {
    const link = 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M';
    await type(canvasElement, 'Email', 'dj@example.com');
    await type(canvasElement, 'Spotify playlist link', link);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send request' }));
    await expect(await findToast(canvasElement, 'Thank you, we will review your request.')).toBeVisible();
    await expect(server.calls.contactPage).toHaveBeenCalledWith({
      email: 'dj@example.com',
      import_playlist_spotify: link,
      message: link,
    });
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Import a playlist' }),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
