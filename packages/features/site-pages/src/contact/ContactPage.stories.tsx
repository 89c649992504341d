import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SitePagesStoryFrame } from '../storybook/SitePagesStoryFrame';
import { sitePagesStoryData } from '../storybook/story-data';
import { createStoryServer } from '../storybook/story-server';
import { findToast, mobileViewport, resetStoryPage } from '../storybook/story-support';

const server = createStoryServer();

const meta = {
  title: 'Site pages/Contact',
  component: SitePagesStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: server.handlers } },
  args: { data: sitePagesStoryData(), initialPath: '/contact' },
  beforeEach: () => {
    resetStoryPage();
    server.reset();
  },
} satisfies Meta<typeof SitePagesStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, label: string, text: string) => {
  const field = await within(canvasElement).findByRole('textbox', { name: label });
  await userEvent.clear(field);
  await userEvent.type(field, text);
};

export const RefusesMissingFields: Story = {
  name: 'Refuses missing fields and a bad address, focusing the first',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('The name field is required.')).toBeVisible();
    await expect(canvas.getByText('The email field is required.')).toBeVisible();
    await expect(canvas.getByText('The message field is required.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await fill(canvasElement, 'Email', 'ada-at-example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('The email field must be a valid email address.')).toBeVisible();
    await expect(server.calls.contactPage).not.toHaveBeenCalled();
  },
};

export const Sends: Story = {
  name: "Sends once by keyboard: 'Your message has been submitted.'",
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'Name', 'Ada');
    await fill(canvasElement, 'Email', 'ada@example.com');
    await fill(canvasElement, 'Message', 'Love the new player!');
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(await findToast(canvasElement, 'Your message has been submitted.')).toBeVisible();
    await expect(server.calls.contactPage).toHaveBeenCalledTimes(1);
    await expect(server.calls.contactPage).toHaveBeenCalledWith({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Love the new player!',
    });
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toHaveValue('');
  },
};

export const Sending: Story = {
  name: 'Sending: the button waits and a second press sends nothing',
  beforeEach: () => server.reset('pending'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'Name', 'Ada');
    await fill(canvasElement, 'Email', 'ada@example.com');
    await fill(canvasElement, 'Message', 'Hello');
    const send = canvas.getByRole('button', { name: 'Send message' });
    await userEvent.click(send);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(server.calls.contactPage).toHaveBeenCalledTimes(1));
    await expect(send).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ServerError: Story = {
  name: 'A server error shows the generic notice',
  beforeEach: () => server.reset('serverError'),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'Name', 'Ada');
    await fill(canvasElement, 'Email', 'ada@example.com');
    await fill(canvasElement, 'Message', 'Hello');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send message' }));
    await expect(await findToast(canvasElement, 'Server Error')).toBeVisible();
  },
};

export const SignedIn: Story = {
  name: "A listener's name and email fill the form",
  args: { data: sitePagesStoryData({ signedIn: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Name' })).toHaveValue('Nina Simone');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('nina@tonearm.test');
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Contact us' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
