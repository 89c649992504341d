/** Delivery channels a user can pick per notification; every notification is also listed in the app. */
export const NOTIFICATION_CHANNELS = ['browser', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The notifications the product sends, grouped as /notifications/settings shows them (doc 001 §2). */
export const NOTIFICATION_GROUPS = [
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
  {
    group_name: 'Backstage',
    subscriptions: [{ notif_id: 'backstage_request_handled', name: 'My backstage request is reviewed' }],
  },
] as const;

export type NotificationKind = (typeof NOTIFICATION_GROUPS)[number]['subscriptions'][number]['notif_id'];

export const NOTIFICATION_KINDS: readonly string[] = NOTIFICATION_GROUPS.flatMap((group) =>
  group.subscriptions.map((subscription) => subscription.notif_id),
);
