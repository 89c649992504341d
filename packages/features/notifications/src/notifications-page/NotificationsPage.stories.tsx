import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NotificationsStoryFrame } from '../storybook/NotificationsStoryFrame';
import { manyNotifications, notificationStoryData } from '../storybook/notification-story-data';
import { answers, createStoryServer } from '../storybook/story-server';
import { mobileViewport, resetStoryPage } from '../storybook/story-support';

const server = createStoryServer();

const meta = {
  title: 'Notifications/Notifications page',
  component: NotificationsStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: server.handlers } },
  args: { data: notificationStoryData({ unreadCount: 3 }), initialPath: '/notifications' },
  beforeEach: () => {
    resetStoryPage();
    server.reset();
  },
} satisfies Meta<typeof NotificationsStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

async function items(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('list', { name: 'Notifications' });
  return within(list).getAllByRole('listitem');
}

const bell = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^Notifications/ });

export const List: Story = {
  name: 'The list',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const [invite, release, reply, welcome] = await items(canvasElement);
    if (!invite || !release || !reply || !welcome) throw new Error('Four notifications expected');
    await expect(invite).toHaveAttribute('data-unread');
    await expect(welcome).not.toHaveAttribute('data-unread');

    // Lines: primary emphasised, the rest muted, the HTML sanitised.
    const releaseLink = within(release).getByRole('link', { name: /M83 released a new album/ });
    await expect(releaseLink).toHaveAttribute('href', '/album/3/m83/hurry-up');
    await expect(releaseLink).not.toHaveAttribute('target');
    await expect(release.querySelector('[data-type="primary"] b')).toHaveTextContent('M83');
    await expect(release.querySelector('script')).toBeNull();
    await expect(release.querySelector('img')).toHaveAttribute('alt', '');
    await expect(release).toHaveTextContent('5 minutes ago');

    // An absolute main action and button action open in a new tab; a line's action stays in the app.
    const thread = within(reply).getByRole('link', { name: /Ella replied to your comment/ });
    await expect(thread).toHaveAttribute('href', 'https://forum.example.com/t/42');
    await expect(thread).toHaveAttribute('target', '_blank');
    await expect(thread).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(reply).getByRole('link', { name: 'Reply (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(within(reply).getByRole('link', { name: 'Your library' })).toHaveAttribute(
      'href',
      '/library',
    );
    await expect(reply).toHaveTextContent('2 hours ago');

    // A read notification without a link is plain text.
    await expect(within(welcome).queryByRole('link')).toBeNull();
    await expect(within(welcome).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/notifications/settings',
    );
    await expect(canvas.queryByRole('navigation', { name: 'Notification pages' })).toBeNull();
  },
};

export const FollowingInAppAction: Story = {
  name: 'Following an in-app action marks it read and navigates',
  play: async ({ canvasElement }) => {
    const [, release] = await items(canvasElement);
    if (!release) throw new Error('The release is not listed');
    await userEvent.click(within(release).getByRole('link', { name: /M83 released a new album/ }));
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/album/3/m83/hurry-up');
    await waitFor(() => expect(server.calls.markAsRead).toHaveBeenCalledWith({ ids: ['release'] }));
    await waitFor(() => expect(bell(canvasElement)).toHaveAccessibleName('Notifications, 2 unread'));
  },
};

export const PressingUnreadMarksRead: Story = {
  name: 'Pressing an unread notification without a link marks it read',
  args: { data: notificationStoryData({ unreadCount: 1 }) },
  beforeEach: () =>
    server.reset({
      notifications: [
        { ...manyNotifications(1)[0], id: 'mix', read_at: null } as ReturnType<
          typeof manyNotifications
        >[number],
      ],
    }),
  play: async ({ canvasElement }) => {
    const [mix] = await items(canvasElement);
    if (!mix) throw new Error('The notification is not listed');
    const press = within(mix).getByRole('button', { name: 'Unread: Weekly mix number 1 is ready' });
    press.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(mix).not.toHaveAttribute('data-unread'));
    await expect(server.calls.markAsRead).toHaveBeenCalledWith({ ids: ['mix'] });
    await waitFor(() => expect(bell(canvasElement)).toHaveAccessibleName('Notifications'));
    // Read, it leads nowhere, so it is no longer a control.
    await expect(within(mix).queryByRole('button')).toBeNull();
  },
};

export const MarkAllAsRead: Story = {
  name: 'Mark all as read',
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    const markAll = within(canvasElement).getByRole('button', { name: 'Mark all as read' });
    markAll.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('[data-unread]')).toBeNull());
    await expect(server.calls.markAsRead).toHaveBeenCalledWith({ markAllAsRead: true });
    await expect(bell(canvasElement)).toHaveAccessibleName('Notifications');
    await expect(markAll).toHaveFocus();
  },
};

export const Pages: Story = {
  name: '30 a page',
  args: { data: notificationStoryData({ unreadCount: 0 }) },
  beforeEach: () => server.reset({ notifications: manyNotifications(35) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await items(canvasElement)).toHaveLength(30);
    const pages = canvas.getByRole('navigation', { name: 'Notification pages' });
    await expect(pages).toHaveTextContent('Page 1 of 2');
    await userEvent.click(within(pages).getByRole('link', { name: 'Next page' }));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/notifications?page=2');
    await waitFor(() => expect(pages).toHaveTextContent('Page 2 of 2'));
    await waitFor(async () => expect(await items(canvasElement)).toHaveLength(5));
    await expect((await items(canvasElement))[0]).toHaveTextContent('Weekly mix number 31 is ready');
  },
};

export const Empty: Story = {
  args: { data: notificationStoryData({ unreadCount: 0 }) },
  beforeEach: () => server.reset({ notifications: [] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Hang tight! Notifications will start showing up here soon.'),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'The list could not be loaded',
  parameters: { msw: { handlers: [http.get('/api/v1/notifications', answers.serverError)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(within(canvasElement).getByText('There was an issue. Please try again.')).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'At 375 px',
  ...mobileViewport,
  play: async ({ canvasElement }) => {
    await expect(await items(canvasElement)).toHaveLength(4);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Translated: Story = {
  name: "In the visitor's language",
  args: {
    data: {
      ...notificationStoryData({ unreadCount: 3 }),
      i18n: {
        language: 'fr',
        lines: {
          Notifications: 'Notifications',
          'Mark all as read': 'Tout marquer comme lu',
          Join: 'Rejoindre',
          'Unread:': 'Non lu :',
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const [invite, release] = await items(canvasElement);
    if (!invite || !release) throw new Error('The notifications are not listed');
    await expect(within(canvasElement).getByRole('button', { name: 'Tout marquer comme lu' })).toBeVisible();
    await expect(within(invite).getByRole('button', { name: 'Rejoindre' })).toHaveAccessibleDescription(
      'Non lu : Miles Davis invited you to join Kind of Blue.',
    );
    await expect(release).toHaveTextContent('il y a 5 minutes');
  },
};
