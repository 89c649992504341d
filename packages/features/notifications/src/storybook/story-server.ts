import type {
  InviteAnswer,
  Notification,
  NotificationChannelSelection,
  NotificationSubscriptionData,
} from '@tonearm/client/contract';
import { delay, HttpResponse, type HttpResponseResolver, http } from 'msw';
import { fn } from 'storybook/test';
import { storyNotifications, storySubscriptionData, storyUser } from './notification-story-data';

type OverriddenMethod = 'PUT' | 'PATCH' | 'DELETE';

/**
 * A PUT, PATCH or DELETE as the client sends it (doc 000 §7): a POST whose `_method` names the real method. Other
 * POSTs to the same path fall through to the next handler.
 */
export function overridden(method: OverriddenMethod, path: string, resolver: HttpResponseResolver) {
  return http.post(path, (info) =>
    new URL(info.request.url).searchParams.get('_method') === method ? resolver(info) : undefined,
  );
}

/** The server's answers in the shapes `apps/server` sends. */
export const answers = {
  serverError: () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
  invalidInvite: () => HttpResponse.json({ message: 'This invite is no longer valid' }, { status: 404 }),
  /** Never answers, to show a request in flight. */
  pending: async () => {
    await delay('infinite');
    return HttpResponse.json({});
  },
};

export interface StoryServerOptions {
  notifications?: Notification[];
  subscriptions?: NotificationSubscriptionData;
  /** The workspace an accepted invitation joins. @default 5 */
  workspaceId?: number;
}

/**
 * The reference server's notification and workspace calls over an in-memory list, so a story can read, mark and
 * answer notifications and see the list change. `calls` records what the app sent. The handlers stay the same
 * across `reset`s, so one set can be registered once per stories file.
 */
export function createStoryServer(initial: StoryServerOptions = {}) {
  let notifications: Notification[] = [];
  let subscriptions = storySubscriptionData();
  let workspaceId = 5;
  const pendingInvites = new Set<string>();
  const calls = {
    markAsRead: fn<(body: unknown) => void>(),
    saveSubscriptions: fn<(selections: NotificationChannelSelection[]) => void>(),
    join: fn<(inviteId: string) => void>(),
    decline: fn<(inviteId: string) => void>(),
  };
  const unreadCount = () => notifications.filter((notification) => !notification.read_at).length;
  const read = (matches: (notification: Notification) => boolean) => {
    const now = new Date().toISOString();
    notifications = notifications.map((notification) =>
      !notification.read_at && matches(notification) ? { ...notification, read_at: now } : notification,
    );
  };
  // As the server does: the invitation's notification is read and records the answer.
  const settleInvite = (inviteId: string, inviteAnswer: InviteAnswer) => {
    const isInvite = (notification: Notification) => String(notification.data.inviteId) === inviteId;
    read(isInvite);
    notifications = notifications.map((notification) =>
      isInvite(notification)
        ? { ...notification, data: { ...notification.data, inviteAnswer } }
        : notification,
    );
  };
  const reset = (options: StoryServerOptions = initial) => {
    notifications = options.notifications ?? storyNotifications();
    subscriptions = options.subscriptions ?? storySubscriptionData();
    workspaceId = options.workspaceId ?? 5;
    pendingInvites.clear();
    for (const notification of notifications) {
      if (notification.data.inviteId !== undefined) pendingInvites.add(String(notification.data.inviteId));
    }
    for (const call of Object.values(calls)) call.mockClear();
  };
  reset();

  const handlers = [
    http.get('/api/v1/notifications', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page') ?? 1);
      const perPage = Number(params.get('perPage') ?? 30);
      const data = notifications.slice((page - 1) * perPage, page * perPage);
      return HttpResponse.json({
        pagination: {
          current_page: page,
          data,
          from: data.length ? (page - 1) * perPage + 1 : null,
          to: data.length ? (page - 1) * perPage + data.length : null,
          per_page: perPage,
          last_page: Math.max(1, Math.ceil(notifications.length / perPage)),
          total: notifications.length,
        },
      });
    }),
    http.post('/api/v1/notifications/mark-as-read', async ({ request }) => {
      const body = (await request.json()) as { ids?: string[]; markAllAsRead?: boolean };
      calls.markAsRead(body);
      read((notification) => body.markAllAsRead === true || (body.ids ?? []).includes(notification.id));
      return HttpResponse.json({ unreadCount: unreadCount() });
    }),
    http.get('/api/v1/users/me', () => HttpResponse.json({ user: storyUser(unreadCount()) })),
    http.get('/api/v1/notifications/me/subscriptions', () => HttpResponse.json(subscriptions)),
    overridden('PUT', '/api/v1/notifications/me/subscriptions', async ({ request }) => {
      const { selections } = (await request.json()) as { selections: NotificationChannelSelection[] };
      calls.saveSubscriptions(selections);
      subscriptions = { ...subscriptions, user_selections: selections };
      return HttpResponse.json({ status: 'success', message: 'Updated preferences' });
    }),
    http.get('/api/v1/workspace/join/:inviteId', ({ params }) => {
      const inviteId = String(params.inviteId);
      calls.join(inviteId);
      if (!pendingInvites.delete(inviteId)) return answers.invalidInvite();
      settleInvite(inviteId, 'joined');
      return HttpResponse.json({ workspace: { id: workspaceId, name: 'Kind of Blue', members_count: 2 } });
    }),
    overridden('DELETE', '/api/v1/workspace/invite/:inviteId', ({ params }) => {
      const inviteId = String(params.inviteId);
      calls.decline(inviteId);
      if (!pendingInvites.delete(inviteId)) return answers.invalidInvite();
      settleInvite(inviteId, 'declined');
      return HttpResponse.json({ status: 'success', message: 'Declined workspace invitation' });
    }),
    http.get('/api/v1/me/workspaces', () =>
      HttpResponse.json({ workspaces: [{ id: workspaceId, name: 'Kind of Blue', members_count: 2 }] }),
    ),
  ];

  return {
    handlers,
    calls,
    /** Starts over with `options` (the server's first state when omitted); stories call it before they run. */
    reset,
    /**
     * Withdraws an invitation after the app has listed it, as when its workspace is deleted with the notification:
     * answering it is then a 404, and the list no longer has it.
     */
    withdrawInvite: (inviteId: string) => {
      pendingInvites.delete(inviteId);
      notifications = notifications.filter((notification) => String(notification.data.inviteId) !== inviteId);
    },
  };
}
