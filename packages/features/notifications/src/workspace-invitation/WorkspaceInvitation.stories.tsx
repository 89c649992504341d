import type { Meta, StoryObj } from '@storybook/react-vite';
import { createCookieJar } from '@tonearm/client/rules';
import { ACTIVE_WORKSPACE_COOKIE } from '@tonearm/shell';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NotificationsStoryFrame } from '../storybook/NotificationsStoryFrame';
import { invitationNotification, notificationStoryData } from '../storybook/notification-story-data';
import { answers, createStoryServer, overridden } from '../storybook/story-server';
import { findToast, resetStoryPage } from '../storybook/story-support';

const server = createStoryServer({ notifications: [invitationNotification()] });

const meta = {
  title: 'Notifications/Workspace invitation',
  component: NotificationsStoryFrame,
  parameters: { layout: 'fullscreen', msw: { handlers: server.handlers } },
  args: { data: notificationStoryData({ unreadCount: 1 }), initialPath: '/notifications' },
  beforeEach: () => {
    resetStoryPage();
    server.reset();
  },
} satisfies Meta<typeof NotificationsStoryFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

async function invitation(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('list', { name: 'Notifications' });
  const [item] = within(list).getAllByRole('listitem');
  if (!item) throw new Error('The invitation is not listed');
  return item;
}

const bell = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^Notifications/ });

export const Pending: Story = {
  name: 'An invitation waiting for an answer',
  play: async ({ canvasElement }) => {
    const item = await invitation(canvasElement);
    await expect(item).toHaveAttribute('data-unread');
    await expect(item).toHaveTextContent('Miles Davis invited you to join Kind of Blue.');
    await expect(within(item).getByRole('button', { name: 'Join' })).toHaveAccessibleDescription(
      'Unread: Miles Davis invited you to join Kind of Blue.',
    );
    await expect(within(item).getByRole('button', { name: 'Decline' })).toBeEnabled();
  },
};

export const Join: Story = {
  name: 'Joining sets the active workspace',
  play: async ({ canvasElement }) => {
    const item = await invitation(canvasElement);
    await userEvent.click(within(item).getByRole('button', { name: 'Join' }));
    await expect(await findToast(canvasElement, 'Joined workspace')).toBeVisible();
    await expect(server.calls.join).toHaveBeenCalledWith('invite-1');
    await expect(createCookieJar(document).get(ACTIVE_WORKSPACE_COOKIE)).toBe('5');
    // The server reads the invitation once answered; the list and the badge follow.
    await waitFor(async () => expect(await invitation(canvasElement)).not.toHaveAttribute('data-unread'));
    await waitFor(() => expect(bell(canvasElement)).toHaveAccessibleName('Notifications'));
    // Answered: it says so, and offers neither Join nor Decline again.
    const answered = await invitation(canvasElement);
    await expect(answered).toHaveTextContent('You joined this workspace.');
    await expect(within(answered).queryByRole('button', { name: 'Join' })).toBeNull();
    await expect(within(answered).queryByRole('button', { name: 'Decline' })).toBeNull();
  },
};

export const Decline: Story = {
  name: 'Declining',
  play: async ({ canvasElement }) => {
    const item = await invitation(canvasElement);
    within(item).getByRole('button', { name: 'Join' }).focus();
    await userEvent.tab();
    await expect(within(item).getByRole('button', { name: 'Decline' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(canvasElement, 'Declined workspace invitation')).toBeVisible();
    await expect(server.calls.decline).toHaveBeenCalledWith('invite-1');
    await expect(createCookieJar(document).get(ACTIVE_WORKSPACE_COOKIE)).toBeUndefined();
    await waitFor(async () => expect(await invitation(canvasElement)).not.toHaveAttribute('data-unread'));
    const answered = await invitation(canvasElement);
    await expect(answered).toHaveTextContent('You declined this invitation.');
    await expect(within(answered).queryByRole('button', { name: 'Join' })).toBeNull();
  },
};

export const NoLongerValid: Story = {
  name: 'An invite that is no longer valid',
  play: async ({ canvasElement }) => {
    const item = await invitation(canvasElement);
    server.withdrawInvite('invite-1');
    await userEvent.click(within(item).getByRole('button', { name: 'Join' }));
    await expect(await findToast(canvasElement, 'This invite is no longer valid')).toBeVisible();
    await expect(createCookieJar(document).get(ACTIVE_WORKSPACE_COOKIE)).toBeUndefined();
    // The notifications are loaded again, and the withdrawn invitation is gone.
    await expect(
      await within(canvasElement).findByText('Hang tight! Notifications will start showing up here soon.'),
    ).toBeVisible();
  },
};

export const DeclineFails: Story = {
  name: 'A failed answer shows the request error',
  parameters: {
    msw: {
      handlers: [
        overridden('DELETE', '/api/v1/workspace/invite/:inviteId', answers.serverError),
        ...server.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const item = await invitation(canvasElement);
    await userEvent.click(within(item).getByRole('button', { name: 'Decline' }));
    await expect(await findToast(canvasElement, 'Server Error')).toBeVisible();
    await expect(within(item).getByRole('button', { name: 'Decline' })).toBeEnabled();
  },
};

export const Answering: Story = {
  name: 'Joining in progress',
  parameters: {
    msw: { handlers: [http.get('/api/v1/workspace/join/:inviteId', answers.pending), ...server.handlers] },
  },
  play: async ({ canvasElement }) => {
    const item = await invitation(canvasElement);
    await userEvent.click(within(item).getByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(within(item).getByRole('button', { name: 'Join' })).toHaveAttribute('data-pending'),
    );
    await expect(within(item).getByRole('button', { name: 'Decline' })).toBeDisabled();
  },
};
