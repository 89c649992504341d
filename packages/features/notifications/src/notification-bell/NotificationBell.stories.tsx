import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, sse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NotificationsStoryFrame } from '../storybook/NotificationsStoryFrame';
import { notificationStoryData } from '../storybook/notification-story-data';
import { answers, createStoryServer } from '../storybook/story-server';
import { mobileViewport, page, resetStoryPage } from '../storybook/story-support';

const server = createStoryServer();

const meta = {
  title: 'Notifications/Notification bell',
  component: NotificationsStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: server.handlers } },
  args: { data: notificationStoryData({ unreadCount: 3 }) },
  beforeEach: () => {
    resetStoryPage();
    server.reset();
  },
} satisfies Meta<typeof NotificationsStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const bell = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^Notifications/ });

async function openBell(canvasElement: HTMLElement) {
  await userEvent.click(bell(canvasElement));
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Notifications' });
  await within(dialog).findByRole('list', { name: 'Notifications' });
  return dialog;
}

export const WithUnread: Story = {
  name: 'With unread notifications',
  play: async ({ canvasElement }) => {
    const button = bell(canvasElement);
    await expect(button).toHaveAccessibleName('Notifications, 3 unread');
    await expect(within(canvasElement).getByText('3')).toBeVisible();
  },
};

/** The live updates stream as the server sends it: the count on opening, then a notification arriving. */
const liveStream = sse<{ unread: { unreadCount: number }; notification: { unreadCount: number } }>(
  '/api/v1/live',
  ({ client }) => {
    client.send({ event: 'unread', data: { unreadCount: 3 } });
    setTimeout(() => client.send({ event: 'notification', data: { unreadCount: 4 } }), 200);
  },
);

export const LiveUpdates: Story = {
  name: 'Live: the badge follows the stream without polling',
  args: { data: notificationStoryData({ unreadCount: 3, liveUpdates: true }) },
  parameters: { msw: { handlers: [liveStream, ...server.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(bell(canvasElement)).toHaveAccessibleName('Notifications, 3 unread');
    await waitFor(() => expect(bell(canvasElement)).toHaveAccessibleName('Notifications, 4 unread'));
    await expect(within(canvasElement).getByText('4')).toBeVisible();
  },
};

export const WithoutUnread: Story = {
  name: 'Without unread notifications',
  args: { data: notificationStoryData({ unreadCount: 0 }) },
  play: async ({ canvasElement }) => {
    const button = bell(canvasElement);
    await expect(button).toHaveAccessibleName('Notifications');
    await expect(canvasElement.querySelector('[data-slot="unread-badge"]')).toBeNull();
  },
};

export const ManyUnread: Story = {
  name: 'More than 99 unread',
  args: { data: notificationStoryData({ unreadCount: 120 }) },
  play: async ({ canvasElement }) => {
    const button = bell(canvasElement);
    await expect(button).toHaveAccessibleName('Notifications, 120 unread');
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
  },
};

export const Guest: Story = {
  name: 'Nothing for a guest',
  args: { data: notificationStoryData({ unreadCount: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Notifications/ })).toBeNull();
  },
};

export const PopoverOpen: Story = {
  name: 'Popover open',
  play: async ({ canvasElement }) => {
    const dialog = await openBell(canvasElement);
    await expect(dialog.closest('[data-slot="popover"]')).toHaveAttribute('data-layout', 'anchored');
    const items = within(within(dialog).getByRole('list', { name: 'Notifications' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Miles Davis invited you to join Kind of Blue.');
    await expect(items[0]).toHaveTextContent('a few seconds ago');
    await expect(within(dialog).getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/notifications/settings',
    );
    await expect(within(dialog).getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  },
};

export const EmptyState: Story = {
  name: 'Empty',
  args: { data: notificationStoryData({ unreadCount: 0 }) },
  beforeEach: () => server.reset({ notifications: [] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(bell(canvasElement));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Notifications' });
    await expect(
      await within(dialog).findByText('Hang tight! Notifications will start showing up here soon.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('/api/v1/notifications', answers.pending)] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(bell(canvasElement));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Notifications' });
    await expect(within(dialog).getByRole('status', { name: 'Loading notifications' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const WithoutSettingsLink: Story = {
  name: 'No settings link when subscriptions are not integrated',
  args: { data: notificationStoryData({ subscriptionsIntegrated: false }) },
  play: async ({ canvasElement }) => {
    const dialog = await openBell(canvasElement);
    await expect(within(dialog).queryByRole('link', { name: 'Notification settings' })).toBeNull();
  },
};

export const KeyboardMarksAllAsRead: Story = {
  name: 'Opens with Enter, marks all as read and restores focus on Escape',
  play: async ({ canvasElement }) => {
    const button = bell(canvasElement);
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await within(dialog).findByRole('list', { name: 'Notifications' });
    await userEvent.tab();
    const markAll = within(dialog).getByRole('button', { name: 'Mark all as read' });
    await expect(markAll).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAccessibleName('Notifications'));
    await waitFor(() => expect(server.calls.markAsRead).toHaveBeenCalledWith({ markAllAsRead: true }));
    await waitFor(() => expect(dialog.querySelector('[data-unread]')).toBeNull());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    // React Aria restores focus in the frame after the overlay unmounts.
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const OpeningAnUnreadOneMarksItRead: Story = {
  name: 'Following an unread notification marks it read and closes the popover',
  play: async ({ canvasElement }) => {
    const dialog = await openBell(canvasElement);
    await userEvent.click(within(dialog).getByRole('link', { name: /M83 released a new album/ }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/album/3/m83/hurry-up');
    await waitFor(() => expect(server.calls.markAsRead).toHaveBeenCalledWith({ ids: ['release'] }));
    await waitFor(() => expect(bell(canvasElement)).toHaveAccessibleName('Notifications, 2 unread'));
  },
};

export const MobileModal: Story = {
  name: 'A modal at 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(max-width: 768px)').matches).toBe(true);
    const button = bell(canvasElement);
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Notifications' });
    await expect(dialog.closest('[data-slot="popover"]')).toHaveAttribute('data-layout', 'modal');
    await within(dialog).findByRole('list', { name: 'Notifications' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};
