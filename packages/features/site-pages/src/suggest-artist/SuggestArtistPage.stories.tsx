import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SitePagesStoryFrame } from '../storybook/SitePagesStoryFrame';
import { sitePagesStoryData } from '../storybook/story-data';
import { createStoryServer } from '../storybook/story-server';
import { findToast, mobileViewport, resetStoryPage } from '../storybook/story-support';

const server = createStoryServer();

const meta = {
  title: 'Site pages/Suggest artist',
  component: SitePagesStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: server.handlers } },
  args: { data: sitePagesStoryData(), initialPath: '/suggest-artist' },
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
  name: 'Refuses a link that is not Spotify or YouTube',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await type(canvasElement, 'Artist name', 'The Lanterns');
    await type(canvasElement, 'Link', 'https://soundcloud.com/the-lanterns');
    await userEvent.click(canvas.getByRole('button', { name: 'Send suggestion' }));
    await expect(await canvas.findByText('The link must contain a Spotify or YouTube link.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Link' })).toHaveFocus();
    await expect(server.calls.contactPage).not.toHaveBeenCalled();
  },
};

export const Sends: Story = {
  name: 'Sends the link appended to the message, leaving empty fields out',
  play: async ({ canvasElement }) => {
    const link = 'https://music.youtube.com/channel/UCm1x2';
    await type(canvasElement, 'Artist name', 'The Lanterns');
    await type(canvasElement, 'Link', link);
    await type(canvasElement, 'Anything we should know? (optional)', 'Great live band');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send suggestion' }));
    await expect(
      await findToast(
        canvasElement,
        'Thank you for your support. We will review your request within 24 hours',
      ),
    ).toBeVisible();
    await expect(server.calls.contactPage).toHaveBeenCalledWith({
      name: 'The Lanterns',
      link,
      message: `Great live band\n\n${link}`,
    });
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Suggest an artist' }),
    ).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
