import {
  type BootstrapData,
  bootstrapDataSchema,
  type Notification,
  type NotificationSubscriptionData,
  notificationSchema,
  type User,
} from '@tonearm/client/contract';
import { ONE_PIXEL_PNG } from './story-support';

/** The signed-in listener of the stories, as `GET users/me` answers, with `unreadCount` unread notifications. */
export function storyUser(unreadCount: number): User {
  return {
    id: 7,
    name: 'Nina Simone',
    first_name: 'Nina',
    last_name: 'Simone',
    email: 'nina@tonearm.test',
    image: null,
    email_verified_at: '2026-01-04T10:00:00.000000Z',
    banned_at: null,
    language: 'en',
    country: 'US',
    timezone: 'America/New_York',
    unread_notifications_count: unreadCount,
    roles: [{ id: 2, name: 'users' }],
    permissions: [{ name: 'music.view', restrictions: [] }],
    subscriptions: [],
    social_profiles: [],
    tokens: [],
  };
}

export interface NotificationStoryVariant {
  /** The signed-in user's unread count; `null` for a guest. @default 3 */
  unreadCount?: number | null;
  /** Whether channel subscriptions are integrated (`notif.subs.integrated`). @default true */
  subscriptionsIntegrated?: boolean;
  /** Whether the live updates stream is on (`live_updates.enable`); off, the bell polls. @default false */
  liveUpdates?: boolean;
}

/** Bootstrap data for notification stories, parsed through the contract so a story never shows a shape the server cannot send. */
export function notificationStoryData(variant: NotificationStoryVariant = {}): BootstrapData {
  const { unreadCount = 3, subscriptionsIntegrated = true, liveUpdates = false } = variant;
  return bootstrapDataSchema.parse({
    user: unreadCount === null ? null : storyUser(unreadCount),
    settings: {
      base_url: 'http://localhost:6006',
      branding: { site_name: 'Tonearm' },
      themes: { default_id: 1, user_change: true, default_light: 1, default_dark: 2 },
      menus: [],
      registration: { disable: false, policies: [] },
      notif: { subs: { integrated: subscriptionsIntegrated } },
      notifications: { integrated: true },
      live_updates: { enable: liveUpdates },
    },
    themes: [],
    i18n: { language: 'en', lines: {} },
    guest_role: { id: 1, name: 'guests', permissions: [{ name: 'music.view', restrictions: [] }] },
    show_cookie_notice: false,
  });
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A notification as the server stores it, parsed through the contract. */
export function storyNotification(notification: Notification): Notification {
  return notificationSchema.parse(notification);
}

/** A workspace invitation as the server sends it: a line naming who invites to what, and the invite id. */
export function invitationNotification(id = 'invite-notification', inviteId = 'invite-1'): Notification {
  return storyNotification({
    id,
    type: 'workspace_invitation',
    read_at: null,
    created_at: minutesAgo(0),
    data: {
      inviteId,
      lines: [
        {
          type: 'primary',
          content: '<strong>Miles Davis</strong> invited you to join <strong>Kind of Blue</strong>.',
        },
      ],
    },
  });
}

/**
 * Four notifications, newest first: an unread invitation, an unread release leading into the app, an unread reply
 * leading to another site with a button action, and a read one without a link.
 */
export function storyNotifications(): Notification[] {
  return [
    invitationNotification(),
    storyNotification({
      id: 'release',
      type: 'new_release',
      read_at: null,
      created_at: minutesAgo(5),
      data: {
        image: ONE_PIXEL_PNG,
        lines: [
          { type: 'primary', icon: 'music', content: '<b>M83</b> released a new album' },
          { type: 'other', content: 'Hurry Up, We&#39;re Dreaming<script>alert(1)</script>' },
        ],
        mainAction: { action: '/album/3/m83/hurry-up', label: 'Listen' },
      },
    }),
    storyNotification({
      id: 'reply',
      type: 'comment_reply',
      read_at: null,
      created_at: minutesAgo(120),
      data: {
        lines: [
          { type: 'primary', icon: 'comment', content: '<em>Ella</em> replied to your comment' },
          {
            type: 'other',
            content: 'Read the thread on the forum',
            action: { action: '/library', label: 'Your library' },
          },
        ],
        mainAction: { action: 'https://forum.example.com/t/42', label: 'Open thread' },
        buttonActions: [{ action: 'https://forum.example.com/t/42#reply', label: 'Reply' }],
      },
    }),
    storyNotification({
      id: 'welcome',
      type: 'welcome',
      read_at: minutesAgo(3 * 24 * 60),
      created_at: minutesAgo(3 * 24 * 60),
      data: { lines: [{ type: 'primary', content: 'Welcome to Tonearm!' }] },
    }),
  ];
}

/** `count` read notifications, for the pages of the list. */
export function manyNotifications(count: number): Notification[] {
  return Array.from({ length: count }, (_, index) =>
    storyNotification({
      id: `played-${index + 1}`,
      type: 'weekly_mix',
      read_at: minutesAgo(index * 60),
      created_at: minutesAgo(index * 60),
      data: { lines: [{ type: 'primary', content: `Weekly mix number ${index + 1} is ready` }] },
    }),
  );
}

/** The channel preferences the reference server offers, with browser on for invitations only. */
export function storySubscriptionData(): NotificationSubscriptionData {
  return {
    available_channels: ['browser', 'email'],
    subscriptions: [
      {
        group_name: 'Workspaces',
        subscriptions: [{ notif_id: 'workspace_invitation', name: 'Someone invites me to a workspace' }],
      },
      {
        group_name: 'Music',
        subscriptions: [
          { notif_id: 'new_release', name: 'An artist I follow releases new music' },
          { notif_id: 'comment_reply', name: 'Someone replies to my comment' },
        ],
      },
    ],
    user_selections: [
      { notif_id: 'workspace_invitation', channels: ['browser', 'email'] },
      { notif_id: 'new_release', channels: ['email'] },
      { notif_id: 'comment_reply', channels: [] },
    ],
  };
}
