import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NotificationsStoryFrame } from '../storybook/NotificationsStoryFrame';
import { notificationStoryData, storySubscriptionData } from '../storybook/notification-story-data';
import { createStoryServer } from '../storybook/story-server';
import { findToast, mobileViewport, resetStoryPage } from '../storybook/story-support';
import type { BrowserNotificationPermission, BrowserNotificationsPort } from './browser-permission';

const server = createStoryServer();

/** The browser's Notification API as a story plays it: a permission, and the answer to asking for it. */
function storyBrowser(
  permission: BrowserNotificationPermission,
  answer: BrowserNotificationPermission = permission,
) {
  let current = permission;
  const port: BrowserNotificationsPort & { requestPermission: ReturnType<typeof fn> } = {
    permission: () => current,
    requestPermission: fn(async () => {
      current = answer;
      return answer;
    }),
  };
  return port;
}

const meta = {
  title: 'Notifications/Notification settings',
  component: NotificationsStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: server.handlers } },
  args: {
    data: notificationStoryData(),
    initialPath: '/notifications/settings',
    browser: storyBrowser('granted'),
  },
  beforeEach: () => {
    resetStoryPage();
    server.reset();
  },
} satisfies Meta<typeof NotificationsStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const preferences = async (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('group', { name });

export const Preferences: Story = {
  name: 'Channels grouped by notification group',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Notification settings' }),
    ).toBeVisible();
    const groups = await canvas.findAllByRole('heading', { level: 2 });
    await expect(groups.map((heading) => heading.textContent)).toEqual(['Workspaces', 'Music']);
    const invites = await preferences(canvasElement, 'Someone invites me to a workspace');
    await expect(within(invites).getByRole('checkbox', { name: 'Browser' })).toBeChecked();
    await expect(within(invites).getByRole('checkbox', { name: 'Email' })).toBeChecked();
    const releases = await preferences(canvasElement, 'An artist I follow releases new music');
    await expect(within(releases).getByRole('checkbox', { name: 'Browser' })).not.toBeChecked();
    await expect(within(releases).getByRole('checkbox', { name: 'Email' })).toBeChecked();
    await expect(canvas.queryByText(/Notifications blocked/)).toBeNull();
  },
};

export const Saves: Story = {
  name: "Saves the choices: 'Updated preferences'",
  play: async ({ canvasElement }) => {
    const replies = await preferences(canvasElement, 'Someone replies to my comment');
    const email = within(replies).getByRole('checkbox', { name: 'Email' });
    email.focus();
    await userEvent.keyboard(' ');
    await expect(email).toBeChecked();
    const releases = await preferences(canvasElement, 'An artist I follow releases new music');
    await userEvent.click(within(releases).getByRole('checkbox', { name: 'Email' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update preferences' }));
    await expect(await findToast(canvasElement, 'Updated preferences')).toBeVisible();
    await expect(server.calls.saveSubscriptions).toHaveBeenCalledWith([
      { notif_id: 'workspace_invitation', channels: ['browser', 'email'] },
      { notif_id: 'new_release', channels: [] },
      { notif_id: 'comment_reply', channels: ['email'] },
    ]);
  },
};

const askingBrowser = storyBrowser('default', 'granted');
export const AsksBrowserPermission: Story = {
  name: 'Turning the browser channel on asks the browser',
  args: { browser: askingBrowser },
  play: async ({ canvasElement }) => {
    const releases = await preferences(canvasElement, 'An artist I follow releases new music');
    const browser = within(releases).getByRole('checkbox', { name: 'Browser' });
    await userEvent.click(browser);
    await waitFor(() => expect(browser).toBeChecked());
    await expect(askingBrowser.requestPermission).toHaveBeenCalledOnce();
  },
};

const deniedBrowser = storyBrowser('default', 'denied');
export const BlockedWhenAsked: Story = {
  name: 'Browser notifications blocked when asked',
  args: { browser: deniedBrowser },
  play: async ({ canvasElement }) => {
    const releases = await preferences(canvasElement, 'An artist I follow releases new music');
    const browser = within(releases).getByRole('checkbox', { name: 'Browser' });
    await userEvent.click(browser);
    await expect(
      await findToast(
        canvasElement,
        'Notifications blocked. Please enable them for this site from browser settings.',
      ),
    ).toBeVisible();
    await expect(browser).not.toBeChecked();
    await expect(
      within(within(canvasElement).getByRole('main')).getByText(
        'Notifications blocked. Please enable them for this site from browser settings.',
      ),
    ).toBeVisible();
  },
};

export const Blocked: Story = {
  name: 'Browser notifications already blocked',
  args: { browser: storyBrowser('denied') },
  play: async ({ canvasElement }) => {
    const invites = await preferences(canvasElement, 'Someone invites me to a workspace');
    await expect(invites).toHaveAccessibleDescription(
      'Notifications blocked. Please enable them for this site from browser settings.',
    );
    const releases = await preferences(canvasElement, 'An artist I follow releases new music');
    await userEvent.click(within(releases).getByRole('checkbox', { name: 'Browser' }));
    await expect(
      await findToast(
        canvasElement,
        'Notifications blocked. Please enable them for this site from browser settings.',
      ),
    ).toBeVisible();
    await expect(within(releases).getByRole('checkbox', { name: 'Browser' })).not.toBeChecked();
  },
};

export const NotIntegrated: Story = {
  name: 'Sends the user home when subscriptions are not integrated',
  args: { data: notificationStoryData({ subscriptionsIntegrated: false }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Home' })).toBeVisible();
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent(/^\/$/);
  },
};

export const NoneToChoose: Story = {
  name: 'Sends the user home when there is nothing to choose',
  beforeEach: () => server.reset({ subscriptions: { ...storySubscriptionData(), subscriptions: [] } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Home' })).toBeVisible();
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent(/^\/$/);
  },
};

export const GuestGoesToLogin: Story = {
  name: 'A guest goes to the login page',
  args: { data: notificationStoryData({ unreadCount: null }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/login');
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await preferences(canvasElement, 'Someone replies to my comment');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
